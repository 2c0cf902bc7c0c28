import { MemberSchema } from '@mithaq/contracts/profile';
import { isoDateYearsAgo, PROFILE_RULE_MESSAGES } from '@mithaq/contracts/profile-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { readZip } from '../../test/read-zip.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { createMan, createWoman, makeMatch, type ProfileApi, profileApi } from './profiles.test-helpers.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const yearsAgo = (years: number, days = 0) => isoDateYearsAgo(years, days);

const rowOf = async (m: TestMember) => {
  const row = await t.db.query.members.findFirst({ where: eq(members.id, m.id) });
  if (!row) throw new Error('member row missing');
  return row;
};

const refusal = (message: string) => ({ message, code: 'VALIDATION' });

describe('date of birth and age', () => {
  it('works the age out from the date of birth, on the server', async () => {
    const m = await createWoman(t); // registered as 27
    // Turned 31 yesterday.
    const res = await api.updateMe(m, { dob: yearsAgo(31, -1) });
    expect(res.statusCode).toBe(200);
    expect(MemberSchema.parse(res.json())).toMatchObject({ dob: yearsAgo(31, -1), age: 31 });
    expect(await rowOf(m)).toMatchObject({ dob: yearsAgo(31, -1), age: 31 });
    // Turns 31 tomorrow: still 30.
    expect((await api.saveWizard(m, { dob: yearsAgo(31, 1) })).json().age).toBe(30);
  });

  it('refuses a future date, anyone under 18 and an age that disagrees, naming the field; nothing is saved', async () => {
    const m = await createMan(t, { dob: yearsAgo(30) });
    const cases: [object, string][] = [
      [{ dob: yearsAgo(0, 1), city: 'Agra' }, PROFILE_RULE_MESSAGES.dobInFuture],
      [{ dob: yearsAgo(18, 1), city: 'Agra' }, PROFILE_RULE_MESSAGES.dobUnderAge],
      [{ dob: yearsAgo(17), city: 'Agra' }, PROFILE_RULE_MESSAGES.dobUnderAge],
    ];
    for (const [body, message] of cases) {
      const res = await api.updateMe(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    const disagreeing = await api.updateMe(m, { age: 25, city: 'Agra' });
    expect(disagreeing.statusCode).toBe(400);
    expect(disagreeing.json()).toEqual({ message: PROFILE_RULE_MESSAGES.ageFollowsDob, code: 'BAD_REQUEST' });
    expect(await rowOf(m)).toMatchObject({ dob: yearsAgo(30), city: 'Hyderabad' });
    // Exactly 18 today is old enough.
    expect((await api.updateMe(m, { dob: yearsAgo(18) })).json()).toMatchObject({ age: 18 });
  });

  it('keeps the age editable without a date of birth, and keeps the worked-out age when it is cleared', async () => {
    const m = await createWoman(t);
    expect((await api.updateMe(m, { age: 33 })).json().age).toBe(33);
    await api.updateMe(m, { dob: yearsAgo(29) });
    const cleared = await api.updateMe(m, { dob: null });
    expect(cleared.json()).toMatchObject({ dob: null, age: 29 });
    expect((await api.updateMe(m, { age: 35 })).json().age).toBe(35);
  });

  it('shows the age of today even when the stored age is from an earlier year', async () => {
    const viewer = await createMan(t);
    // Saved when she was 25; her date of birth says 30 now.
    const her = await createWoman(t, { age: 25, dob: yearsAgo(30) });
    expect((await api.view(viewer, her.id)).json().age).toBe(30);
    expect((await api.me(her)).json().age).toBe(30);
    const browse = (query: string) =>
      api.browse(viewer, query).then((r) => r.json().profiles.map((p: { _id: string }) => p._id));
    expect(await browse('?minAge=30&maxAge=30')).toContain(her.id);
    expect(await browse('?maxAge=29')).not.toContain(her.id);
  });
});

describe('who sees the date of birth', () => {
  it('other members never get it: profile view, browse and interest lists', async () => {
    const dob = yearsAgo(29, -40);
    const her = await createWoman(t, { dob });
    const [viewer, received, matched] = [await createMan(t), await createMan(t), await createMan(t)];
    await api.send(her, received.id);
    await makeMatch(api, her, matched);
    const answers = [
      await api.view(viewer, her.id),
      await api.browse(viewer),
      await api.interests(received),
      await api.interests(matched),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(her.id);
      expect(res.body).not.toContain(dob);
      expect(res.body).not.toMatch(/"dob"/);
    }
    expect((await api.view(viewer, her.id)).json()).toMatchObject({ _id: her.id, age: 29 });
  });

  it('the member, their data export and staff do', async () => {
    const dob = yearsAgo(34, -3);
    const her = await createWoman(t, { dob });
    expect((await api.me(her)).json()).toMatchObject({ dob, age: 34 });
    expect((await api.view(her, her.id)).json()).not.toHaveProperty('dob');
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: her.auth });
    const data = JSON.parse((await readZip(exported.rawPayload)).get('mithaq-data.json')?.toString() ?? '{}');
    expect(data.profile).toMatchObject({ dob, age: 34 });
    const staff = await createTestAdmin(t);
    expect((await adminApi(t).profile(staff, her.id)).json().profile).toMatchObject({ dob, age: 34 });
  });
});

describe('partner age range', () => {
  it('saves both ends, shows them to others, and retires a note left by the old free text', async () => {
    const her = await createWoman(t, { partnerAgeNote: 'late twenties', prefSects: ['Sunni'] });
    const viewer = await createMan(t);
    expect((await api.view(viewer, her.id)).json().partner).toMatchObject({
      ageMin: null,
      ageMax: null,
      ageNote: 'late twenties',
    });
    const res = await api.updateMe(her, { partner: { ageMin: 26, ageMax: 31 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().partner).toMatchObject({ ageMin: 26, ageMax: 31, ageNote: null, sect: ['Sunni'] });
    expect(await rowOf(her)).toMatchObject({ partnerAgeMin: 26, partnerAgeMax: 31, partnerAgeNote: null });
    expect((await api.view(viewer, her.id)).json().partner).toMatchObject({ ageMin: 26, ageMax: 31 });
    const cleared = await api.updateMe(her, { partner: { ageMin: null, ageMax: null } });
    expect(cleared.json().partner).toMatchObject({ ageMin: null, ageMax: null, sect: ['Sunni'] });
  });

  it('refuses min above max, ages outside 18–80, one end alone and the old free text; nothing is saved', async () => {
    const her = await createWoman(t, { partnerAgeMin: 25, partnerAgeMax: 30 });
    const cases: [object, string][] = [
      [{ ageMin: 31, ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeOrder],
      [{ ageMin: 17, ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
      [{ ageMin: 25, ageMax: 81 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
      [{ ageMin: 26 }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
      [{ ageMin: 26, ageMax: null }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
    ];
    for (const [partner, message] of cases) {
      const res = await api.updateMe(her, { partner: { ...partner, sect: ['Shia'] } });
      expect(res.statusCode, JSON.stringify(partner)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    // The spec's free-text age is read as a range, or refused naming the new fields
    // (docs/decisions/0064-finding-the-right-person.md "Text preferences").
    const unread = await api.updateMe(her, { partner: { age: 'late twenties' } });
    expect(unread.statusCode).toBe(400);
    expect(unread.json().message).toContain('ageMin and ageMax');
    expect(await rowOf(her)).toMatchObject({ partnerAgeMin: 25, partnerAgeMax: 30, prefSects: [] });
    const read = await api.updateMe(her, { partner: { age: '27-33' } });
    expect(read.json().partner).toMatchObject({ ageMin: 27, ageMax: 33 });
  });

  it('is scored against the other member’s age of today', async () => {
    const man = await createMan(t, { partnerAgeMin: 28, partnerAgeMax: 32 });
    const woman = await createWoman(t, { age: 25, dob: yearsAgo(30) });
    await makeMatch(api, man, woman);
    const score = (await api.matchScore(man, woman.id)).json();
    expect(score.theyFitYou.criteria).toEqual([{ criterion: 'age', met: true, must: false }]);
  });
});
