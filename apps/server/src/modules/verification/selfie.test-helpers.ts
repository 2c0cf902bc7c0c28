import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestAdmin } from '../admin/admin.test-helpers.js';
import { createAdmin } from '../admin/admin-auth.service.js';
import { pngImage } from '../media/test-images.js';

/** A multipart form with `challengeId` (or another field) and `file`, in the order given, as FormData sends it. */
export function selfieForm(
  parts: { challengeId?: string; file?: { bytes: Buffer; type?: string } },
  fileFirst = false,
  fieldName = 'challengeId',
) {
  const boundary = `----mithaq${Math.random().toString(16).slice(2)}`;
  const field =
    parts.challengeId === undefined
      ? []
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${parts.challengeId}\r\n`,
          ),
        ];
  const file = parts.file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="selfie.jpg"\r\nContent-Type: ${parts.file.type ?? 'image/jpeg'}\r\n\r\n`,
        ),
        parts.file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  const payload = Buffer.concat([
    ...(fileFirst ? [...file, ...field] : [...field, ...file]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Thin wrappers over app.inject for the member's selfie routes. */
export function selfieApi(t: { app: FastifyInstance }) {
  const challenge = (who: TestMember) =>
    t.app.inject({ method: 'GET', url: '/api/verify/selfie/challenge', headers: who.auth });
  const upload = (who: TestMember, parts: Parameters<typeof selfieForm>[0], fileFirst = false) => {
    const { payload, headers } = selfieForm(parts, fileFirst);
    return t.app.inject({ method: 'POST', url: '/api/verify/selfie', headers: { ...who.auth, ...headers }, payload });
  };
  return {
    challenge,
    upload,
    status: async (who: TestMember) =>
      (await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: who.auth })).json(),
    /** A PAN card image for the government ID queue. */
    submitId: async (who: TestMember) => {
      const { payload, headers } = selfieForm(
        { challengeId: 'PAN', file: { bytes: await pngImage() } },
        false,
        'idType',
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/verify/govt-id',
        headers: { ...who.auth, ...headers },
        payload,
      });
    },
    setWomenOnly: (who: TestMember, womenReviewersOnly: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/verify/preferences',
        headers: who.auth,
        payload: { womenReviewersOnly },
      }),
    /** A fresh pose and a selfie for it: the member's selfie is then pending. */
    async takeSelfie(who: TestMember, bytes?: Buffer) {
      const asked = await challenge(who);
      expect(asked.statusCode, asked.body).toBe(200);
      const res = await upload(who, {
        challengeId: asked.json().challengeId,
        file: { bytes: bytes ?? (await pngImage(320, 400)) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return asked.json() as { challengeId: string; pose: string };
    },
  };
}

/** A staff account with `reviews_women`, as `npm run admin:create -- --reviews-women` makes it. */
export async function createWomanReviewer(t: TestApp): Promise<TestAdmin> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'staff-password-123';
  const admin = await createAdmin({ db: t.db }, { name: 'Maryam Reviewer', email, password, reviewsWomen: true });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json() as { token: string };
  return { id: admin._id, email, password, token, auth: { authorization: `Admin ${token}` } };
}

/** Thin wrappers over app.inject for the staff selfie routes. */
export function staffSelfieApi(t: { app: FastifyInstance }) {
  const call = (method: 'GET' | 'POST', url: string, auth: Record<string, string> | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  return {
    queue: (who: { auth: Record<string, string> } | undefined, status = 'pending') =>
      call('GET', `/api/admin/selfies?status=${status}`, who?.auth),
    decide: (who: TestAdmin, userId: string, status: string, notes?: string) =>
      call('POST', `/api/admin/selfies/${userId}/decision`, who.auth, { status, notes }),
    image: (who: TestAdmin, userId: string) => call('GET', `/api/admin/selfies/${userId}/image`, who.auth),
  };
}
