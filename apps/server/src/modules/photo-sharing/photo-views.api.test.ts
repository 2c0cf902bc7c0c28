import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoViews } from '../../platform/db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { purgeExpiredRows } from '../jobs/purge.js';
import { isoDateIn } from '../media/photo-views.repo.js';
import { photoSharingApi } from './photo-sharing.test-helpers.js';

/** docs/decisions/0030-photo-access.md: who was given her clear photo, once a day per viewer, for 90 days. */
const t = useTestApp();
const api = photoSharingApi(t);
const DAY_MS = 24 * 60 * 60 * 1000;

const viewsOf = (ownerId: string) => t.db.select().from(photoViews).where(eq(photoViews.ownerId, ownerId));

describe('the view log', () => {
  it('records a clear address given to a grantee or a match once a day, never blur, never her own', async () => {
    const owner = await api.blurredWoman();
    const grantee = await api.newMan();
    const match = await api.newMan();
    const stranger = await api.newMan();
    await api.match(match.id, owner.id);
    await api.grant(owner, grantee);
    await t.db.delete(photoViews).where(eq(photoViews.ownerId, owner.id));

    for (const viewer of [grantee, grantee, match, stranger, owner]) await api.seen(viewer, owner);
    const rows = await viewsOf(owner.id);
    expect(rows.map((r) => r.viewerId).sort()).toEqual([grantee.id, match.id].sort());
    expect(rows[0]?.day).toBe(isoDateIn(new Date(), 'Asia/Kolkata'));

    // The next day (in her time zone) is a new row.
    const yesterday = isoDateIn(new Date(Date.now() - DAY_MS), 'Asia/Kolkata');
    await t.db
      .update(photoViews)
      .set({ day: yesterday, viewedAt: new Date(Date.now() - DAY_MS) })
      .where(and(eq(photoViews.ownerId, owner.id), eq(photoViews.viewerId, grantee.id)));
    await api.seen(grantee, owner);
    expect((await viewsOf(owner.id)).filter((r) => r.viewerId === grantee.id)).toHaveLength(2);
  });

  it('logs the blurred members a browse page shows clearly, and nothing of members who are not blurred', async () => {
    const owner = await api.blurredWoman();
    const open = await api.memberWithPhoto();
    const grantee = await api.newMan();
    await api.grant(owner, grantee);
    await t.db.delete(photoViews).where(eq(photoViews.viewerId, grantee.id));
    const page = await t.app.inject({ method: 'GET', url: '/api/profiles?limit=50', headers: grantee.auth });
    expect(page.statusCode).toBe(200);
    const logged = await t.db.select().from(photoViews).where(eq(photoViews.viewerId, grantee.id));
    expect(logged.map((r) => r.ownerId)).toEqual([owner.id]);
    expect((await viewsOf(open.id)).length).toBe(0);
  });

  it('is shown to her newest first, a page at a time, with the viewer as she may see them', async () => {
    const owner = await api.blurredWoman();
    const first = await api.newMan();
    const second = await api.newMan();
    await api.grant(owner, first);
    await api.grant(owner, second);
    await api.seen(first, owner);
    await api.seen(second, owner);

    const page1 = await api.views(owner, '?limit=1');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items).toEqual([
      {
        member: { _id: second.id, fullName: expect.any(String), photoUrl: null, city: expect.any(String) },
        viewedAt: expect.any(String),
      },
    ]);
    const page2 = (await api.views(owner, `?limit=1&cursor=${page1.json().nextCursor}`)).json();
    expect(page2.items.map((i: { member: { _id: string } }) => i.member._id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
    expect((await api.views(first)).json()).toEqual({ items: [], nextCursor: null });
    expect((await api.views(owner, '?cursor=nonsense')).statusCode).toBe(400);
  });

  it('is purged after 90 days by the hourly purge', async () => {
    const owner = await api.blurredWoman();
    const viewer = await api.newMan();
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    await t.db.insert(photoViews).values([
      { ownerId: owner.id, viewerId: viewer.id, day: isoDateIn(at(91), 'UTC'), viewedAt: at(91) },
      { ownerId: owner.id, viewerId: viewer.id, day: isoDateIn(at(89), 'UTC'), viewedAt: at(89) },
    ]);
    const purged = await purgeExpiredRows(t.db);
    expect(purged.photoViews).toBeGreaterThanOrEqual(1);
    const left = await viewsOf(owner.id);
    expect(left.map((r) => r.day)).toEqual([isoDateIn(at(89), 'UTC')]);
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from photo_views where viewed_at < now() - interval '90 days'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
