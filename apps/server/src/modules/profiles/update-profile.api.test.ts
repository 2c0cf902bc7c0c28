import { MESSAGES } from '@mithaq/contracts/messages';
import { MemberSchema } from '@mithaq/contracts/profile';
import { PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createMan, createWoman, type ProfileApi, profileApi } from './profiles.test-helpers.js';

const t = useTestApp();
const api: ProfileApi = profileApi(t);

const rowOf = async (m: TestMember) => {
  const row = await t.db.query.members.findFirst({ where: eq(members.id, m.id) });
  if (!row) throw new Error('member row missing');
  return row;
};

describe.each([
  ['PUT /api/profiles/me', (who: TestMember, body: object) => api.updateMe(who, body)],
  ['POST /api/profiles (wizard)', (who: TestMember, body: object) => api.saveWizard(who, body)],
])('%s', (_name, save) => {
  it('saves only the fields sent and answers the full member', async () => {
    const m = await createWoman(t, { education: 'Masters', familyType: 'Joint' });
    const before = await rowOf(m);
    const res = await save(m, { city: 'Lucknow', maritalStatus: 'Never Married', prays: true });
    expect(res.statusCode).toBe(200);
    const body = MemberSchema.parse(res.json());
    expect(body).toMatchObject({ _id: m.id, city: 'Lucknow', maritalStatus: 'Never Married', prays: true });
    const after = await rowOf(m);
    expect(after).toMatchObject({ city: 'Lucknow', maritalStatus: 'Never Married', prays: true });
    // A typed city is matched to the gazetteer: its place is written with it.
    expect(after).toMatchObject({ countryCode: 'IN', latitude: expect.any(Number), cityId: expect.any(Number) });
    const placeOf = ({ city, cityId, countryCode, latitude, longitude, ...rest }: typeof after) => rest;
    const { maritalStatus: _s, prays: _p, updatedAt: updatedAfter, ...unchangedAfter } = placeOf(after);
    const { maritalStatus: _s2, prays: _p2, updatedAt: updatedBefore, ...unchangedBefore } = placeOf(before);
    expect(unchangedAfter).toEqual(unchangedBefore);
    expect(updatedAfter.getTime()).toBeGreaterThan(updatedBefore.getTime());
  });

  it('drops server-owned and unknown keys and never writes them', async () => {
    const m = await createMan(t);
    const before = await rowOf(m);
    const res = await save(m, {
      fullName: 'Renamed',
      membershipTier: 'premium',
      planId: 'platinum',
      accountStatus: 'deleted',
      isVerified: true,
      verificationStatus: 'verified',
      photoStatus: 'approved',
      email: 'stolen@example.com',
      password: 'new-password',
      passwordHash: 'x',
      gender: 'Female',
      emailVerified: true,
      _id: '00000000-0000-0000-0000-000000000000',
      createdAt: '2000-01-01T00:00:00Z',
      somethingElse: 1,
    });
    expect(res.statusCode).toBe(200);
    const after = await rowOf(m);
    expect(after).toMatchObject({
      fullName: 'Renamed',
      membershipTier: before.membershipTier,
      planId: before.planId,
      accountStatus: 'active',
      isVerified: false,
      verificationStatus: before.verificationStatus,
      email: before.email,
      passwordHash: before.passwordHash,
      gender: 'Male',
      emailVerified: false,
      id: m.id,
      createdAt: before.createdAt,
    });
  });

  it("says 'No changes to save.' when nothing editable was sent", async () => {
    const m = await createMan(t);
    for (const body of [{}, { membershipTier: 'premium' }, { partner: {} }]) {
      const res = await save(m, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.noChanges, code: 'BAD_REQUEST' });
    }
  });

  it('merges partner preferences key by key', async () => {
    const m = await createWoman(t, {
      prefSects: ['Sunni'],
      prefCountries: ['IN'],
      partner: { familyBackground: 'Kind' },
    });
    const res = await save(m, { partner: { ageMin: 28, ageMax: 34, countries: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner).toMatchObject({
      ageMin: 28,
      ageMax: 34,
      sect: ['Sunni'],
      countries: [],
      heightMin: null,
      familyBackground: 'Kind',
    });
    expect(await rowOf(m)).toMatchObject({
      partnerAgeMin: 28,
      partnerAgeMax: 34,
      prefSects: ['Sunni'],
      prefCountries: [],
    });
  });

  it('validates the values it saves', async () => {
    const m = await createMan(t);
    const cases: [object, string][] = [
      [{ age: 17 }, 'at least 18'],
      [{ fullName: '   ' }, 'Full name is required'],
      [{ profession: 'Astronaut' }, 'Profession must be one of'],
      [{ dob: '12/01/1995' }, 'Date of birth'],
      [{ partner: { height: 'x'.repeat(61) } }, 'partner.height is now heightMin and heightMax'],
      [{ partner: { heightMin: '9 ft 0 in' } }, "Partner's height must be one of"],
      [{ partner: { ageMin: 30, ageMax: 25 } }, 'Partner age'],
      [{ prays: 'yes' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await save(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('photo blur (spec sections 2 and 6: female owners only)', () => {
  it('lets a woman blur and unblur her photo', async () => {
    const m = await createWoman(t);
    const on = await api.updateMe(m, { photoBlurred: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().photoBlurred).toBe(true);
    const off = await api.updateMe(m, { photoBlurred: false });
    expect(off.json().photoBlurred).toBe(false);
  });

  it('refuses blur for a man, with a message, and saves nothing else from that request', async () => {
    const m = await createMan(t);
    const res = await api.updateMe(m, { photoBlurred: true, city: 'Agra' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.onlyWomenCanBlur, code: 'FORBIDDEN' });
    expect(await rowOf(m)).toMatchObject({ photoBlurred: false, city: 'Hyderabad' });
    expect((await api.updateMe(m, { photoBlurred: false })).statusCode).toBe(200);
  });

  it('shows the blur flag to other members', async () => {
    const woman = await createWoman(t);
    const man = await createMan(t);
    await api.updateMe(woman, { photoBlurred: true });
    expect((await api.view(man, woman.id)).json().photoBlurred).toBe(true);
  });
});

describe('contact and auth', () => {
  it('saves {contact} alone (spec section 7) and shows it only to the owner', async () => {
    const woman = await createWoman(t);
    const man = await createMan(t);
    const res = await api.updateMe(woman, { contact: 'Call my brother after 6pm' });
    expect(res.json().contact).toBe('Call my brother after 6pm');
    expect((await api.view(man, woman.id)).body).not.toContain('Call my brother');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: { city: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
