import { and, eq } from 'drizzle-orm';
import { notifications, photoAccessGrants, photoAccessRequests } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { photoHelpers } from '../media/media.test-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thin wrappers over the photo access routes, and the photo helpers they need. */
export function photoSharingApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestMember, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
  const photos = photoHelpers(t);

  return {
    ...photos,
    newMan: () => createMember(t.app, t.db, { gender: 'Male' }),
    /** A woman with an approved, blurred photo. */
    blurredWoman: () => photos.memberWithPhoto({ blurred: true }),
    ask: (who: TestMember, ownerId: string) => call('POST', `/api/profiles/${ownerId}/photo-access`, who),
    overview: (who: TestMember) => call('GET', '/api/photo-access', who),
    views: (who: TestMember, query = '') => call('GET', `/api/photo-access/views${query}`, who),
    decide: (who: TestMember, requestId: string, decision: 'grant' | 'decline') =>
      call('POST', `/api/photo-access/${requestId}`, who, { decision }),
    revoke: (who: TestMember, userId: string) => call('DELETE', `/api/photo-access/grants/${userId}`, who),
    settings: (who: TestMember, matchesSeePhotos: boolean) =>
      call('PUT', '/api/photo-access/settings', who, { matchesSeePhotos }),
    view: (who: TestMember, id: string) => call('GET', `/api/profiles/${id}`, who),

    /** The photo address and photo access state `viewer` is given on `owner`'s profile. */
    async seen(
      viewer: TestMember,
      owner: TestMember,
    ): Promise<{ photoUrl: string | null; photoAccess: string | null }> {
      const res = await call('GET', `/api/profiles/${owner.id}`, viewer);
      if (res.statusCode !== 200) throw new Error(`profile view failed: ${res.body}`);
      const body = res.json();
      return { photoUrl: body.photoUrl, photoAccess: body.relationship.photoAccess };
    },

    /** `asker` asks and `owner` grants: the request id. */
    async grant(owner: TestMember, asker: TestMember): Promise<string> {
      const asked = await call('POST', `/api/profiles/${owner.id}/photo-access`, asker);
      if (asked.statusCode !== 201) throw new Error(`ask failed: ${asked.body}`);
      const { requestId } = asked.json();
      const decided = await call('POST', `/api/photo-access/${requestId}`, owner, { decision: 'grant' });
      if (decided.statusCode !== 200) throw new Error(`grant failed: ${decided.body}`);
      return requestId;
    },

    /** Moves the pair's request (its ask and answer) `days` into the past. */
    async ageRequest(ownerId: string, requesterId: string, days: number) {
      const rows = await t.db
        .select()
        .from(photoAccessRequests)
        .where(and(eq(photoAccessRequests.ownerId, ownerId), eq(photoAccessRequests.requesterId, requesterId)));
      for (const row of rows) {
        const back = (d: Date | null) => (d ? new Date(d.getTime() - days * DAY_MS) : null);
        await t.db
          .update(photoAccessRequests)
          .set({ createdAt: back(row.createdAt) ?? row.createdAt, decidedAt: back(row.decidedAt) })
          .where(eq(photoAccessRequests.id, row.id));
      }
    },

    grantRow: async (ownerId: string, granteeId: string) => {
      const [row] = await t.db
        .select()
        .from(photoAccessGrants)
        .where(and(eq(photoAccessGrants.ownerId, ownerId), eq(photoAccessGrants.granteeId, granteeId)));
      return row;
    },

    notificationTypes: async (memberId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.memberId, memberId))).map((n) => n.type).sort(),
  };
}
