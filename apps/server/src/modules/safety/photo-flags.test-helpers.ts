import { type PhotoSubmission, PhotoSubmissionSchema } from '@mithaq/contracts/admin';
import { expect } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestAdmin } from '../admin/admin.test-helpers.js';
import { multipartBody } from '../media/test-images.js';

/** A multipart form with a note and an image, as the staff console's FormData sends it. */
export function knownScamForm(parts: { note?: string; image?: Buffer; type?: string }) {
  const boundary = `----mithaq${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (parts.note !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${parts.note}\r\n`));
  }
  if (parts.image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="seen.jpg"\r\nContent-Type: ${parts.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      parts.image,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Thin wrappers over app.inject for reused photos: members' uploads and the staff routes. */
export function photoSafetyApi(t: TestApp) {
  const staffCall = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestAdmin, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
  return {
    /** Uploads these bytes as the member's photo through the real route. */
    async upload(who: TestMember, bytes: Buffer) {
      const { payload, headers } = multipartBody('photo', bytes, 'me.jpg');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...who.auth, ...headers },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    },
    /** The member's current photo as the staff photo queue lists it (any status). */
    async queued(admin: TestAdmin, who: TestMember): Promise<PhotoSubmission> {
      const res = await staffCall('GET', '/api/admin/photos?status=all', admin);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json() as PhotoSubmission[]).find((p) => p.userId === who.id);
      if (!found) throw new Error('photo not in the queue');
      return PhotoSubmissionSchema.parse(found);
    },
    dismiss: (admin: TestAdmin, flagId: string) => staffCall('POST', `/api/admin/photo-flags/${flagId}/dismiss`, admin),
    confirm: (admin: TestAdmin, flagId: string, body: object) =>
      staffCall('POST', `/api/admin/photo-flags/${flagId}/confirm`, admin, body),
    knownImages: (admin: TestAdmin) => staffCall('GET', '/api/admin/known-scam-images', admin),
    addKnownImage: (admin: TestAdmin, parts: Parameters<typeof knownScamForm>[0]) => {
      const { payload, headers } = knownScamForm(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/known-scam-images',
        headers: { ...admin.auth, ...headers },
        payload,
      });
    },
    removeKnownImage: (admin: TestAdmin, id: string) =>
      staffCall('DELETE', `/api/admin/known-scam-images/${id}`, admin),
    staffFile: (admin: TestAdmin, path: string) => staffCall('GET', path, admin),
  };
}
