import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  SavedSearchListSchema,
  SavedSearchSchema,
} from '@mithaq/contracts/saved-searches';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, notifications, savedSearchHits } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { useTestApp } from '../../test/test-app.js';
import { indiaClock } from '../../test/test-clock.js';
import { makePremium } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, profileApi } from '../profiles/profiles.test-helpers.js';
import { searchUnsubscribeToken } from './search-unsubscribe.js';

const clock = indiaClock(12);
const t = useTestApp({}, { clock: clock.now });
const profiles = profileApi(t);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });

async function save(who: TestMember, body: object) {
  const res = await call('POST', '/api/saved-searches', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return SavedSearchSchema.parse(res.json());
}

/** Brings every job waiting for a later time forward (the match's settling, a batched alert), as time passing would. */
async function runWaitingJobs() {
  await t.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where run_at > now()`);
  await jobsSettled(t.db, 20_000);
}

async function alertsOf(who: TestMember) {
  return t.db
    .select({ data: notifications.data, emailState: notifications.emailState })
    .from(notifications)
    .where(and(eq(notifications.memberId, who.id), eq(notifications.type, 'search-alert')));
}

/** When the search's next alert job is due, in hours from now (null: none waiting). */
async function alertDueInHours(searchId: string): Promise<number | null> {
  const { rows } = await t.db.execute<{ hours: number }>(sql`
    select extract(epoch from run_at - now()) / 3600 as hours from graphile_worker._private_jobs
     where key = ${`search-alert:${searchId}`}`);
  return rows[0] ? Number(rows[0].hours) : null;
}

beforeEach(async () => {
  clock.setIndiaTime(12);
  await runWaitingJobs();
  await t.db.update(members).set({ accountStatus: 'deactivated' });
});

describe('saved searches', () => {
  it('saves a search checked as search checks it, lists, renames, changes alerts and deletes it', async () => {
    const man = await createMan(t);
    const saved = await save(man, {
      name: 'Sunni in their twenties',
      query: '?sect=Sunni&minAge=22&maxAge=29&cursor=abc',
    });
    expect(saved).toMatchObject({
      name: 'Sunni in their twenties',
      query: 'sect=Sunni&minAge=22&maxAge=29',
      alerts: 'daily',
    });
    const bad = await call('POST', '/api/saved-searches', man, { name: 'x', query: 'sect=Nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Sect must be one of/);
    const empty = await call('POST', '/api/saved-searches', man, { name: 'x', query: 'sort=newest' });
    expect(empty.json().message).toBe(SAVED_SEARCH_MESSAGES.emptySearch);
    const unnamed = await call('POST', '/api/saved-searches', man, { name: '  ', query: 'sect=Sunni' });
    expect(unnamed.json().message).toBe(SAVED_SEARCH_MESSAGES.nameRequired);

    const renamed = await call('PATCH', `/api/saved-searches/${saved.id}`, man, {
      name: 'Twenties',
      alerts: 'instant',
    });
    expect(renamed.json()).toMatchObject({ name: 'Twenties', alerts: 'instant' });
    const other = await createMan(t);
    expect((await call('PATCH', `/api/saved-searches/${saved.id}`, other, { alerts: 'off' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, other)).statusCode).toBe(404);
    const list = SavedSearchListSchema.parse((await call('GET', '/api/saved-searches', man)).json());
    expect(list).toMatchObject({ max: SAVED_SEARCHES_MAX, searches: [{ id: saved.id, name: 'Twenties' }] });
    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, man)).json()).toEqual({ ok: true });
    expect(SavedSearchListSchema.parse((await call('GET', '/api/saved-searches', man)).json()).searches).toEqual([]);
  });

  it('keeps at most ten per member', async () => {
    const man = await createMan(t);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) await save(man, { name: `Search ${i}`, query: `minAge=${20 + i}` });
    const eleventh = await call('POST', '/api/saved-searches', man, { name: 'One more', query: 'minAge=40' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });
});

describe('alerts', () => {
  it('alerts as it happens for a member who newly fits, then batches the rest a day later', async () => {
    const man = await createMan(t);
    const search = await save(man, {
      name: 'Sunni nurses',
      query: 'sect=Sunni&professions=Nurse&minAge=24',
      alerts: 'instant',
    });
    await createWoman(t, { sect: 'Sunni', profession: 'Nurse', age: 26 });
    await createWoman(t, { sect: 'Shia', profession: 'Nurse', age: 26 });
    await createWoman(t, { sect: 'Sunni', profession: 'Nurse', age: 22 });
    await runWaitingJobs();
    const first = await alertsOf(man);
    expect(first.map((a) => a.data)).toEqual([{ count: 1, searchId: search.id, searchName: 'Sunni nurses' }]);

    const second = await createWoman(t, { sect: 'Sunni', profession: 'Nurse', age: 27 });
    const third = await createWoman(t, { sect: 'Sunni', profession: 'Nurse', age: 28 });
    // Their matches run once their edits settle; the alert waits for a day after the last.
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key like 'saved-search-match:%'`,
    );
    await jobsSettled(t.db);
    expect(await alertsOf(man)).toHaveLength(1);
    expect(await alertDueInHours(search.id)).toBeGreaterThan(23);
    const listed = SavedSearchListSchema.parse((await call('GET', '/api/saved-searches', man)).json());
    expect(listed.searches[0]?.newSinceAlert).toBe(2);
    // A profile edit does not count anyone twice.
    await profiles.updateMe(second, { profession: 'Nurse' });
    await runWaitingJobs();
    const alerts = await alertsOf(man);
    expect(alerts.map((a) => a.data.count)).toEqual([1, 2]);
    const hits = await t.db.select().from(savedSearchHits).where(eq(savedSearchHits.memberId, third.id));
    expect(hits).toHaveLength(1);
  });

  it("sends a daily alert in the owner's 08:00 hour and holds its email through quiet hours", async () => {
    const man = await createMan(t);
    const search = await save(man, { name: 'Hanafi', query: 'madhab=Hanafi', alerts: 'daily' });
    clock.setIndiaTime(23);
    await createWoman(t, { madhab: 'Hanafi' });
    await t.db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key like 'saved-search-match:%'`,
    );
    await jobsSettled(t.db);
    const due = await alertDueInHours(search.id);
    // 08:00 tomorrow in India is nine hours after 23:00.
    expect(due).toBeGreaterThan(8.9);
    expect(due).toBeLessThan(9.1);
    // Were it sent now (23:00), its email would wait for the quiet hours to end.
    await runWaitingJobs();
    expect((await alertsOf(man)).map((a) => a.emailState)).toEqual(['pending']);
    clock.setIndiaTime(8);
    await runWaitingJobs();
    expect((await alertsOf(man)).map((a) => a.emailState)).toEqual(['sent']);
  });

  it('never alerts about an incognito member, nor one the owner blocked or marked not interested', async () => {
    const man = await createMan(t);
    await save(man, { name: 'Shafi', query: 'madhab=Shafi', alerts: 'instant' });
    const incognito = await createWoman(t, { madhab: 'Shafi' });
    await makePremium(t, incognito);
    await t.db.update(members).set({ incognito: true }).where(eq(members.id, incognito.id));
    const blocked = await createWoman(t, { madhab: 'Shafi' });
    await profiles.block(man, blocked.id);
    const hidden = await createWoman(t, { madhab: 'Shafi' });
    await t.app.inject({ method: 'PUT', url: `/api/not-interested/${hidden.id}`, headers: man.auth });
    const shown = await createWoman(t, { madhab: 'Shafi' });
    await runWaitingJobs();
    // Only the one he may be shown is counted.
    expect((await alertsOf(man)).map((a) => a.data.count)).toEqual([1]);
    const hits = await t.db.select({ memberId: savedSearchHits.memberId }).from(savedSearchHits);
    expect(hits.map((h) => h.memberId)).not.toContain(incognito.id);
    expect(hits.map((h) => h.memberId)).toContain(shown.id);
  });

  it("stops one search's alerts from its email's one-click unsubscribe, and nothing else", async () => {
    const man = await createMan(t);
    const search = await save(man, { name: 'Pune', query: 'location=Pune', alerts: 'instant' });
    const other = await save(man, { name: 'Doctors', query: 'professions=Doctor', alerts: 'instant' });
    const token = searchUnsubscribeToken(t.config.authSecret, man.id, search.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${token}`,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = SavedSearchListSchema.parse((await call('GET', '/api/saved-searches', man)).json());
    expect(list.searches.map((s) => [s.id, s.alerts])).toEqual([
      [search.id, 'off'],
      [other.id, 'instant'],
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/saved-searches/unsubscribe?token=${token}x` });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
