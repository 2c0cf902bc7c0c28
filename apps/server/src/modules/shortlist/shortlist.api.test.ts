import { BrowseResponseSchema, MyMatchesResponseSchema } from '@mithaq/contracts/discovery';
import { ViewedProfileSchema } from '@mithaq/contracts/profiles-api';
import {
  HiddenListSchema,
  SAVED_NOTE_MAX_LENGTH,
  SavedListSchema,
  SHORTLIST_MESSAGES,
} from '@mithaq/contracts/shortlist';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createMan, createWoman, ids, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const profiles = profileApi(t);

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
const save = (who: TestMember, id: string, body: object = {}) => call('PUT', `/api/shortlist/${id}`, who, body);

async function savedList(who: TestMember) {
  const res = await call('GET', '/api/shortlist', who);
  expect(res.statusCode, res.body).toBe(200);
  return SavedListSchema.parse(res.json());
}
async function notInterestedList(who: TestMember) {
  const res = await call('GET', '/api/not-interested', who);
  expect(res.statusCode, res.body).toBe(200);
  return HiddenListSchema.parse(res.json());
}
async function browseIds(who: TestMember, query = '') {
  const res = await profiles.browse(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return ids(BrowseResponseSchema.parse(res.json()).profiles);
}
async function matchIds(who: TestMember) {
  const res = await call('GET', '/api/discovery/matches', who);
  expect(res.statusCode, res.body).toBe(200);
  return ids(MyMatchesResponseSchema.parse(res.json()).profiles);
}
async function relationship(who: TestMember, id: string) {
  const res = await profiles.view(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return ViewedProfileSchema.parse(res.json()).relationship;
}

describe('the Saved list', () => {
  it('saves a member with a private note, lists them as a card, and forgets them on remove', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t, { city: 'Pune' });
    const first = await save(man, woman.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ saved: true, note: '' });
    const noted = await save(man, woman.id, { note: '  Same city as my sister.\nAsk about family.  ' });
    expect(noted.json()).toEqual({ saved: true, note: 'Same city as my sister.\nAsk about family.' });
    // Saving again without a note keeps the note.
    expect((await save(man, woman.id)).json()).toEqual({
      saved: true,
      note: 'Same city as my sister.\nAsk about family.',
    });

    const list = await savedList(man);
    expect(list.total).toBe(1);
    expect(list.saved.map((s) => [s.profile._id, s.profile.saved, s.note])).toEqual([
      [woman.id, true, 'Same city as my sister.\nAsk about family.'],
    ]);
    expect(await relationship(man, woman.id)).toMatchObject({
      saved: true,
      note: 'Same city as my sister.\nAsk about family.',
    });
    // Her own view of him says nothing of his note.
    expect(await relationship(woman, man.id)).toMatchObject({ saved: false, note: '' });

    expect((await call('DELETE', `/api/shortlist/${woman.id}`, man)).json()).toEqual({ saved: false, note: '' });
    expect((await savedList(man)).saved).toEqual([]);
  });

  it('refuses oneself, an unknown member and a note too long, and saves nothing', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    const self = await save(man, man.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SHORTLIST_MESSAGES.saveSelf);
    expect((await save(man, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const long = await save(man, woman.id, { note: 'x'.repeat(SAVED_NOTE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SHORTLIST_MESSAGES.noteTooLong);
    expect((await savedList(man)).total).toBe(0);
  });

  it('leaves the list when either blocks; a member away is left out and comes back with the note', async () => {
    const man = await createMan(t);
    const blocker = await createWoman(t);
    const blocked = await createWoman(t);
    const away = await createWoman(t);
    for (const w of [blocker, blocked, away]) await save(man, w.id, { note: `note for ${w.id}` });
    await save(blocked, man.id);
    expect((await profiles.block(blocker, man.id)).statusCode).toBe(200);
    expect((await profiles.block(man, blocked.id)).statusCode).toBe(200);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, away.id));
    expect(ids((await savedList(man)).saved.map((s) => s.profile))).toEqual([]);
    // Unblocking does not bring a saved member back: the block removed them.
    await profiles.unblock(man, blocked.id);
    await profiles.unblock(blocker, man.id);
    expect((await savedList(blocked)).total).toBe(0);
    await t.db.update(members).set({ accountStatus: 'active' }).where(eq(members.id, away.id));
    const back = await savedList(man);
    expect(back.saved.map((s) => [s.profile._id, s.note])).toEqual([[away.id, `note for ${away.id}`]]);
  });

  it('pages most recently saved first', async () => {
    const man = await createMan(t);
    const women = await Promise.all(Array.from({ length: 26 }, () => createWoman(t)));
    for (const w of women) {
      clock.advance(1);
      await save(man, w.id);
    }
    const first = await savedList(man);
    expect(first.total).toBe(26);
    expect(first.saved).toHaveLength(24);
    expect(first.saved[0]?.profile._id).toBe(women[25]?.id);
    const res = await call('GET', `/api/shortlist?cursor=${first.nextCursor}`, man);
    const second = SavedListSchema.parse(res.json());
    expect(second.saved.map((s) => s.profile._id)).toEqual([women[1]?.id, women[0]?.id]);
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/shortlist?cursor=nonsense', man)).statusCode).toBe(400);
  });
});

describe('not interested', () => {
  beforeEach(async () => {
    await t.db.update(members).set({ accountStatus: 'deactivated' });
  });

  it('takes the member out of browse, search and My matches at once, and the undo brings them back', async () => {
    const man = await createMan(t, { prefSects: ['Sunni'] });
    const shown = await createWoman(t, { sect: 'Sunni' });
    const hidden = await createWoman(t, { sect: 'Sunni', fullName: 'Hidden Member' });
    await save(man, hidden.id);
    // My matches stores its pool; the mark must still take the member out of the stored pool.
    expect(await matchIds(man)).toEqual(expect.arrayContaining([shown.id, hidden.id]));

    const res = await call('PUT', `/api/not-interested/${hidden.id}`, man);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ notInterested: true });
    expect(await browseIds(man)).toEqual([shown.id]);
    expect(await browseIds(man, '?sort=best')).toEqual([shown.id]);
    expect(await browseIds(man, '?sort=active&withPhoto=false')).toEqual([shown.id]);
    expect(await matchIds(man)).toEqual([shown.id]);
    // It also leaves the Saved list; the profile itself still opens, marked.
    expect((await savedList(man)).total).toBe(0);
    expect(await relationship(man, hidden.id)).toMatchObject({ notInterested: true, saved: false });
    // Her name as a non-match sees it (docs/decisions/0054-short-names.md).
    const list = await notInterestedList(man);
    expect(list.members.map((m) => [m._id, m.fullName])).toEqual([[hidden.id, 'Hidden M.']]);

    expect((await call('DELETE', `/api/not-interested/${hidden.id}`, man)).json()).toEqual({ notInterested: false });
    expect((await browseIds(man)).sort()).toEqual([shown.id, hidden.id].sort());
    expect((await notInterestedList(man)).members).toEqual([]);
  });

  it('is not a block: the other member still sees and can message as before, and is never told', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await makeMatch(profiles, man, woman);
    await call('PUT', `/api/not-interested/${woman.id}`, man);
    expect(await relationship(woman, man.id)).toMatchObject({ isMatch: true, notInterested: false });
    expect(await relationship(man, woman.id)).toMatchObject({ isMatch: true, notInterested: true });
    const other = await createMan(t);
    expect(await browseIds(woman)).toContain(other.id);
    // Saving takes the mark away again.
    await save(man, woman.id);
    expect(await relationship(man, woman.id)).toMatchObject({ saved: true, notInterested: false });
  });

  it('refuses oneself and an unknown member', async () => {
    const man = await createMan(t);
    const self = await call('PUT', `/api/not-interested/${man.id}`, man);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SHORTLIST_MESSAGES.hideSelf);
    expect((await call('PUT', '/api/not-interested/00000000-0000-4000-8000-000000000000', man)).statusCode).toBe(404);
  });
});
