import { BrowseResponseSchema } from '@mithaq/contracts/discovery';
import { PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createMan,
  createWoman,
  expectNoPrivateDetails,
  ids,
  type ProfileApi,
  profileApi,
} from '../profiles/profiles.test-helpers.js';
import { browseStatement } from './browse.repo.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

async function browseIds(who: TestMember, query = '') {
  const res = await api.browse(who, query);
  expect(res.statusCode).toBe(200);
  return ids(BrowseResponseSchema.parse(res.json()).profiles);
}

/** Every page, following nextCursor to the end. */
async function browseAll(who: TestMember, query: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await api.browse(who, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = BrowseResponseSchema.parse(res.json());
    seen.push(...ids(body.profiles));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination did not end');
}

describe('GET /api/profiles eligibility', () => {
  it('shows active members of the opposite gender, never the viewer, with no private details', async () => {
    const viewer = await createMan(t);
    const otherMan = await createMan(t);
    const woman = await createWoman(t);
    const off = await createWoman(t, { accountStatus: 'deactivated' });
    const gone = await createWoman(t, { accountStatus: 'deleted' });
    const res = await api.browse(viewer, '?limit=50');
    const seen = ids(res.json().profiles);
    expect(seen).toContain(woman.id);
    expect(seen).not.toContain(viewer.id);
    expect(seen).not.toContain(otherMan.id);
    expect(seen).not.toContain(off.id);
    expect(seen).not.toContain(gone.id);
    const card = res.json().profiles.find((p: { _id: string }) => p._id === woman.id);
    expect(card).toMatchObject({ gender: 'Female', photoUrl: null, membershipTier: 'free' });
    await expectNoPrivateDetails(t, res.body, [woman, off, gone]);
    const womanSees = await browseIds(woman, '?limit=50');
    expect(womanSees).toContain(viewer.id);
    expect(womanSees).not.toContain(woman.id);
  });

  it('removes anyone with an interest either way, in any status (declined stays out)', async () => {
    const viewer = await createMan(t);
    const [sentTo, receivedFrom, matched, declinedByThem, declinedByMe, untouched] = await Promise.all(
      Array.from({ length: 6 }, () => createWoman(t, { city: 'Interestabad' })),
    );
    if (!sentTo || !receivedFrom || !matched || !declinedByThem || !declinedByMe || !untouched) throw new Error();
    expect((await api.send(viewer, sentTo.id)).statusCode).toBe(201);
    expect((await api.send(receivedFrom, viewer.id)).statusCode).toBe(201);
    expect((await api.send(matched, viewer.id)).statusCode).toBe(201);
    expect((await api.accept(viewer, matched.id)).statusCode).toBe(200);
    expect((await api.send(viewer, declinedByThem.id)).statusCode).toBe(201);
    expect((await api.decline(declinedByThem, viewer.id)).statusCode).toBe(200);
    expect((await api.send(declinedByMe, viewer.id)).statusCode).toBe(201);
    expect((await api.decline(viewer, declinedByMe.id)).statusCode).toBe(200);
    expect(await browseIds(viewer, '?location=Interestabad')).toEqual([untouched.id]);
    for (const woman of [sentTo, receivedFrom, matched, declinedByThem, declinedByMe]) {
      expect(await browseIds(woman, '?limit=50')).not.toContain(viewer.id);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/profiles filters', () => {
  let viewer: TestMember;
  let a: TestMember;
  let b: TestMember;
  let c: TestMember;
  beforeAll(async () => {
    viewer = await createWoman(t);
    a = await createMan(
      t,
      { education: 'Masters', age: 26, maritalStatus: 'Never Married', city: 'Filterpur North' },
      { profession: 'Doctor', sect: 'Sunni' },
    );
    b = await createMan(
      t,
      { education: 'PhD', age: 34, maritalStatus: 'Divorced', city: 'filterpur south' },
      { profession: 'Engineer', sect: 'Shia' },
    );
    c = await createMan(
      t,
      { education: 'Bachelors', age: 30, maritalStatus: 'Widowed', city: 'Filter_100%' },
      { profession: 'Teacher', sect: 'Sunni' },
    );
  });

  const only = (list: string[]) => list.filter((id) => [a.id, b.id, c.id].includes(id)).sort();
  const sorted = (...members: TestMember[]) => members.map((m) => m.id).sort();

  it.each([
    ['location, case-insensitive substring', () => '?location=FILTERPUR', () => sorted(a, b)],
    ['location with LIKE wildcards taken literally', () => '?location=100%25', () => sorted(c)],
    ['location underscore taken literally', () => '?location=r_1', () => sorted(c)],
    ['profession', () => '?profession=doc', () => sorted(a)],
    ['education', () => '?education=phd', () => sorted(b)],
    ['minimum age', () => '?minAge=30', () => sorted(b, c)],
    ['maximum age', () => '?maxAge=30', () => sorted(a, c)],
    ['age range', () => '?minAge=27&maxAge=33', () => sorted(c)],
    ['sect', () => '?sect=Sunni', () => sorted(a, c)],
    ['marital status', () => '?maritalStatus=Divorced', () => sorted(b)],
    ['combined', () => '?location=filterpur&sect=Sunni', () => sorted(a)],
    ['blank text filters are ignored', () => '?location=%20&profession=', () => sorted(a, b, c)],
  ])('filters by %s', async (_label, query, expected) => {
    expect(only(await browseIds(viewer, `${query()}&limit=50`))).toEqual(expected());
  });

  it.each([
    ['minAge > maxAge', '?minAge=40&maxAge=30', 'Minimum age cannot be more than maximum age.'],
    ['age under 18', '?minAge=10', ''],
    ['unknown sect', '?sect=Other', ''],
    ['limit over the maximum', '?limit=500', ''],
  ])('refuses %s with 400', async (_label, query, message) => {
    const res = await api.browse(viewer, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/profiles pagination', () => {
  it('returns every eligible member exactly once, newest first, including created_at ties', async () => {
    const viewer = await createMan(t);
    const women = await Promise.all(Array.from({ length: 23 }, () => createWoman(t, { city: 'Pageville' })));
    // Seven share one created_at, to the microsecond: the id breaks the tie.
    const tie = new Date('2024-06-01T10:00:00.123Z');
    await t.db
      .update(members)
      .set({ createdAt: tie })
      .where(
        inArray(
          members.id,
          women.slice(0, 7).map((w) => w.id),
        ),
      );
    const seen = await browseAll(viewer, '?location=pageville&limit=4');
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(women.map((w) => w.id)));
    const rows = await t.db.select({ id: members.id, createdAt: members.createdAt }).from(members);
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const times = seen.map((id) => created.get(id) ?? 0);
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('keeps microsecond timestamps apart across pages', async () => {
    const viewer = await createWoman(t);
    const men = await Promise.all(Array.from({ length: 5 }, () => createMan(t, { city: 'Microton' })));
    // Same millisecond, different microseconds: a millisecond cursor would repeat or skip rows.
    for (const [i, man] of men.entries()) {
      const at = `2024-07-01T00:00:00.555${i}00Z`;
      await t.db.execute(sql`update ${members} set created_at = ${at}::timestamptz where id = ${man.id}`);
    }
    const seen = await browseAll(viewer, '?location=Microton&limit=2');
    expect(seen).toEqual(men.map((m) => m.id).reverse());
  });

  it('answers nextCursor null on the last page', async () => {
    const viewer = await createMan(t);
    const woman = await createWoman(t, { city: 'Lastpage' });
    const body = (await api.browse(viewer, '?location=Lastpage')).json();
    expect(body).toEqual({ profiles: [expect.objectContaining({ _id: woman.id })], nextCursor: null });
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['bad base64', '%2B%2B%2B'],
    ['wrong content', Buffer.from('12:34').toString('base64url')],
  ])('refuses a malformed cursor (%s) with 400', async (_label, cursor) => {
    const viewer = await createMan(t);
    const res = await api.browse(viewer, `?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.invalidCursor, code: 'BAD_REQUEST' });
  });

  it('reads a page from members_browse_rank_idx in index order, without sorting the table', async () => {
    const viewer = await createMan(t);
    const plan = await t.db.transaction(async (tx) => {
      // The test table is tiny, so forbid the sequential scan a planner would rightly pick here.
      await tx.execute(sql`set local enable_seqscan = off`);
      const after = { createdAt: new Date().toISOString(), checks: 2, id: viewer.id };
      const page = browseStatement(t.db, { viewerId: viewer.id, gender: 'Female', after, limit: 20 });
      // drizzle numbers its parameters in order of appearance, so they zip back in as values.
      const values = page.values;
      const parts = page.text
        .split(/\$\d+/)
        .map((part, i) => sql`${sql.raw(part)}${i < values.length ? values[i] : sql``}`);
      return tx.execute(sql`explain ${sql.join(parts)}`);
    });
    const text = plan.rows.map((r) => Object.values(r).join('')).join('\n');
    expect(text).toContain('Index Scan Backward using members_browse_rank_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
