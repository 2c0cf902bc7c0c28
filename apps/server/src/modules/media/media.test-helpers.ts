import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { interests, members, photoVariants } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { distinctPicture } from '../safety/photo-fingerprint.test-helpers.js';
import { decidePhoto } from './media.service.js';
import { multipartBody } from './test-images.js';

export interface PhotoOptions {
  gender?: 'Male' | 'Female';
  approve?: boolean;
  blurred?: boolean;
}

/** Photo helpers over one test app: members with photos, and the addresses and bytes behind them. */
export function photoHelpers(t: TestApp) {
  async function rowOf(id: string) {
    const row = await t.db.query.members.findFirst({ where: eq(members.id, id) });
    if (!row) throw new Error('member missing');
    return row;
  }

  let uploads = 0;
  /**
   * Uploads a new photo through the API as the member's current one; its id. Each upload is a picture
   * of its own, so the reused-photo check (modules/safety) flags none of them.
   */
  async function uploadPhoto(m: TestMember, size = 400): Promise<string> {
    const picture = await sharp(await distinctPicture(uploads++))
      .resize(size, size)
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody('photo', picture, 'me.png');
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...m.auth } });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
    return (await rowOf(m.id)).photoId ?? '';
  }

  /** A member with an uploaded photo; approved and blurred as asked. */
  async function memberWithPhoto(opts: PhotoOptions = {}) {
    const m = await createMember(t.app, t.db, { gender: opts.gender ?? 'Female' });
    const photoId = await uploadPhoto(m);
    if (opts.approve !== false) await decidePhoto(t.app.ctx, photoId, 'approved', null);
    if (opts.blurred) await t.db.update(members).set({ photoBlurred: true }).where(eq(members.id, m.id));
    return { ...m, photoId };
  }

  const variantBytes = async (photoId: string, variant: string) => {
    const [row] = await t.db
      .select()
      .from(photoVariants)
      .where(and(eq(photoVariants.photoId, photoId), eq(photoVariants.variant, variant)));
    return row ? (await t.app.ctx.files.get(row.storageKey))?.bytes : undefined;
  };

  return {
    rowOf,
    uploadPhoto,
    memberWithPhoto,
    variantBytes,
    get: (url: string, viewer?: TestMember, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...viewer?.auth, ...headers } }),
    /** An accepted interest from `a` to `b`: a match (spec section 4 "Match"). */
    match: (a: string, b: string) => t.db.insert(interests).values({ fromId: a, toId: b, status: 'accepted' }),
  };
}
