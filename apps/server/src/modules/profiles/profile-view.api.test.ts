import { MatchScoreSchema } from '@mithaq/contracts/match-score';
import { PROFILE_MESSAGES, ViewedProfileSchema } from '@mithaq/contracts/profiles-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import {
  createMan,
  createWoman,
  expectNoPrivateDetails,
  makeMatch,
  type ProfileApi,
  profileApi,
} from './profiles.test-helpers.js';

/** Neither saved nor marked not interested (docs/decisions/0065-coming-back.md). */
const NO_MARKS = { saved: false, note: '', notInterested: false };

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const notFound = { message: PROFILE_MESSAGES.notFound, code: 'NOT_FOUND' };

describe('GET /api/profiles/:id', () => {
  it("shows another member's public profile and never their private details", async () => {
    const viewer = await createMan(t);
    const other = await createWoman(t, {
      education: 'Masters',
      dob: '1996-03-12',
      partnerAgeMin: 28,
      partnerAgeMax: 35,
      prefSects: ['Sunni'],
      prefMust: ['sect'],
    });
    const res = await api.view(viewer, other.id);
    expect(res.statusCode).toBe(200);
    const body = ViewedProfileSchema.parse(res.json());
    expect(body).toMatchObject({
      _id: other.id,
      gender: 'Female',
      education: 'Masters',
      photoUrl: null,
      partner: { ageMin: 28, ageMax: 35, ageNote: null, sect: ['Sunni'], heightMin: null },
      relationship: { interest: 'none', isMatch: false, blockedByMe: false, canSendInterest: true },
    });
    await expectNoPrivateDetails(t, res.body, [other]);
    expect(res.body).not.toMatch(/"(accountStatus|updatedAt|verificationStatus|emailVerified|photoStatus|must)"/);
  });

  it('lets a member view themself', async () => {
    const me = await createWoman(t);
    const res = await api.view(me, me.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: me.id,
      relationship: { interest: 'none', isMatch: false, canSendInterest: false },
    });
  });

  it('says where the two stand: sent, received, matched, declined', async () => {
    // Three interests in a day: more than a member who has verified nothing may send (trust-limits.api.test.ts).
    const viewer = await createMan(t, { phoneVerified: true });
    const [sent, received, matched, declined] = await Promise.all([1, 2, 3, 4].map(() => createWoman(t)));
    if (!sent || !received || !matched || !declined) throw new Error();
    await api.send(viewer, sent.id);
    await api.send(received, viewer.id);
    await makeMatch(api, viewer, matched);
    await api.send(viewer, declined.id);
    await api.decline(declined, viewer.id);
    const relation = async (id: string) => (await api.view(viewer, id)).json().relationship;
    // Send Interest is offered only while there is no interest between the two (the send's own rule).
    const rest = {
      blockedByMe: false,
      canSendInterest: false,
      interestNeedsVerification: false,
      photoAccess: null,
      ...NO_MARKS,
    };
    expect(await relation(sent.id)).toEqual({ interest: 'sent', isMatch: false, ...rest });
    expect(await relation(received.id)).toEqual({ interest: 'received', isMatch: false, ...rest });
    expect(await relation(matched.id)).toEqual({ interest: 'matched', isMatch: true, ...rest });
    expect(await relation(declined.id)).toEqual({ interest: 'declined', isMatch: false, ...rest });
    expect((await api.view(matched, viewer.id)).json().relationship.interest).toBe('matched');
  });

  it('does not offer Send Interest between members of the same gender', async () => {
    const viewer = await createMan(t);
    const other = await createMan(t);
    const res = await api.view(viewer, other.id);
    expect(res.json().relationship).toEqual({
      interest: 'none',
      isMatch: false,
      blockedByMe: false,
      canSendInterest: false,
      interestNeedsVerification: false,
      photoAccess: null,
      ...NO_MARKS,
    });
    expect((await api.send(viewer, other.id)).statusCode).toBe(400);
  });

  it('answers the same 404 for unknown, deactivated, deleted and blocked members (either way)', async () => {
    const viewer = await createMan(t);
    const off = await createWoman(t, { accountStatus: 'deactivated' });
    const gone = await createWoman(t, { accountStatus: 'deleted' });
    const iBlocked = await createWoman(t);
    const blockedMe = await createWoman(t);
    await api.block(viewer, iBlocked.id);
    await api.block(blockedMe, viewer.id);
    for (const id of ['8d1f1c36-5f1e-4c4e-9a63-2f0d3c1b0a99', off.id, gone.id, iBlocked.id, blockedMe.id]) {
      const res = await api.view(viewer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('refuses a malformed id with 400 and a missing session with 401', async () => {
    const viewer = await createMan(t);
    expect((await api.view(viewer, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/profiles/${viewer.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('routes /api/profiles/interests to the interest lists, not to a profile', async () => {
    const viewer = await createMan(t);
    const res = await api.interests(viewer);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accepted', 'received', 'sent']);
  });
});

describe('GET /api/profiles/:id/match-score', () => {
  it('scores both directions for a match', async () => {
    const man = await createMan(
      t,
      {
        age: 30,
        education: 'Masters',
        partnerAgeMin: 22,
        partnerAgeMax: 28,
        prefSects: ['Sunni'],
        prefMinEducation: 'PhD',
      },
      { sect: 'Sunni', profession: 'Engineer' },
    );
    const woman = await createWoman(
      t,
      {
        age: 26,
        education: 'Bachelors',
        partnerAgeMin: 28,
        partnerAgeMax: 35,
        prefProfessions: ['Engineer', 'Doctor'],
        prefMust: ['profession'],
      },
      { sect: 'Sunni' },
    );
    await makeMatch(api, man, woman);
    const res = await api.matchScore(man, woman.id);
    expect(res.statusCode).toBe(200);
    const score = MatchScoreSchema.parse(res.json());
    expect(score.theyFitYou).toEqual({
      met: 2,
      considered: 3,
      criteria: [
        { criterion: 'age', met: true, must: false },
        { criterion: 'sect', met: true, must: false },
        { criterion: 'education', met: false, must: false },
      ],
    });
    // Only a count of the other's preferences, never which, nor which are musts.
    expect(score.youFitThem).toEqual({ met: 2, considered: 2 });
    expect(score.overall).toBe(83);
    const mirrored = MatchScoreSchema.parse((await api.matchScore(woman, man.id)).json());
    expect(mirrored.theyFitYou).toMatchObject(score.youFitThem);
    expect(mirrored.theyFitYou.criteria.find((c) => c.criterion === 'profession')).toEqual({
      criterion: 'profession',
      met: true,
      must: true,
    });
    await expectNoPrivateDetails(t, res.body, [woman]);
  });

  it('counts nothing, and misses nothing, when neither member set preferences', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    await makeMatch(api, woman, man);
    expect((await api.matchScore(man, woman.id)).json()).toEqual({
      overall: 100,
      theyFitYou: { met: 0, considered: 0, criteria: [] },
      youFitThem: { met: 0, considered: 0 },
    });
  });

  it('is refused with 403 for a member who is not a match, and for oneself', async () => {
    const man = await createMan(t);
    const pending = await createWoman(t);
    await api.send(man, pending.id);
    for (const id of [pending.id, man.id]) {
      const res = await api.matchScore(man, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PROFILE_MESSAGES.matchScoreMatchesOnly, code: 'FORBIDDEN' });
    }
  });

  it('is 404 once the match is blocked or deactivated', async () => {
    const man = await createMan(t);
    const blocked = await createWoman(t);
    const off = await createWoman(t);
    await makeMatch(api, man, blocked);
    await makeMatch(api, man, off);
    await api.block(blocked, man.id);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, off.id));
    expect((await api.matchScore(man, blocked.id)).statusCode).toBe(404);
    expect((await api.matchScore(man, off.id)).statusCode).toBe(404);
  });
});
