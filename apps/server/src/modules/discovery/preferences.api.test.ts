import { PARTNER_MESSAGES } from '@mithaq/contracts/partner';
import { MemberSchema } from '@mithaq/contracts/profile';
import { PROFILE_RULE_MESSAGES } from '@mithaq/contracts/profile-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createMan, createWoman } from '../profiles/profiles.test-helpers.js';
import { discoveryApi, PLACES } from './discovery.test-helpers.js';

const t = useTestApp();
const api = discoveryApi(t);

describe('saving structured partner preferences (PUT /api/profiles/me)', () => {
  it('saves each criterion with its musts, and shows others the values but not the musts', async () => {
    const man = await createMan(t, { ...PLACES.hyderabad });
    const res = await api.save(man, {
      partner: {
        ageMin: 24,
        ageMax: 30,
        heightMin: '5 ft 0 in',
        heightMax: '5 ft 8 in',
        maritalStatus: ['Never Married'],
        sect: ['Sunni', 'Ahl-e-Hadith (Salafi)'],
        madhab: ['Hanafi'],
        religiousCommitment: ['Strict', 'Moderate'],
        prays: true,
        hijab: true,
        education: 'Bachelors',
        profession: ['Doctor', 'Teacher'],
        motherTongue: ['Urdu'],
        countries: ['IN'],
        withinKm: 100,
        familyBackground: 'Educated, practising family',
        must: ['age', 'sect'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { partner } = MemberSchema.parse(res.json());
    expect(partner).toMatchObject({
      ageMin: 24,
      ageMax: 30,
      heightMin: '5 ft 0 in',
      heightMax: '5 ft 8 in',
      sect: ['Sunni', 'Ahl-e-Hadith (Salafi)'],
      prays: true,
      beard: null,
      education: 'Bachelors',
      countries: ['IN'],
      withinKm: 100,
      must: ['age', 'sect'],
    });
    const woman = await createWoman(t);
    const seen = await t.app.inject({ method: 'GET', url: `/api/profiles/${man.id}`, headers: woman.auth });
    expect(seen.json().partner.sect).toEqual(['Sunni', 'Ahl-e-Hadith (Salafi)']);
    expect(seen.json().partner).not.toHaveProperty('must');
  });

  it('reads the spec text fields into the new shape', async () => {
    const man = await createMan(t);
    const res = await api.save(man, {
      partner: {
        age: '28-35',
        sect: 'Sunni',
        education: 'Masters or above',
        height: 'above 5 ft 2 in',
        profession: 'Any',
        region: 'Pakistan or Hyderabad',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner).toMatchObject({
      ageMin: 28,
      ageMax: 35,
      sect: ['Sunni'],
      education: 'Masters',
      heightMin: '5 ft 2 in',
      heightMax: null,
      profession: [],
      countries: ['PK'],
      cities: [{ name: 'Hyderabad', countryCode: 'IN' }],
    });
    const unread = await api.save(man, { partner: { region: 'near my parents' } });
    expect(unread.statusCode).toBe(400);
    expect(unread.json().message).toBe(PARTNER_MESSAGES.unreadableRegion);
  });

  it('takes the must of a preference cleared without sending the musts', async () => {
    const man = await createMan(t, {
      prefSects: ['Sunni'],
      prefLanguages: ['Urdu'],
      prefMust: ['sect', 'motherTongue'],
    });
    const res = await api.save(man, { partner: { sect: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner).toMatchObject({ sect: [], must: ['motherTongue'] });
  });

  it.each([
    ['an age that is not a range', { age: 'late twenties' }, PARTNER_MESSAGES.unreadableAge],
    ['a sect not on the list', { sect: 'Sunni Hanafi' }, PARTNER_MESSAGES.unreadableSet],
    ['a height that is not one', { height: 'tall' }, PARTNER_MESSAGES.unreadableHeight],
    ['a must without a value', { must: ['madhab'] }, PARTNER_MESSAGES.mustWithoutValue],
    ['a distance without a city', { withinKm: 50 }, PARTNER_MESSAGES.distanceWithoutCity],
    ['one end of the age range', { ageMin: 25 }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
    ['a height range upside down', { heightMin: '6 ft 0 in', heightMax: '5 ft 0 in' }, PARTNER_MESSAGES.heightOrder],
    ['a distance off the list', { withinKm: 42 }, 'Distance must be one of'],
  ])('refuses %s with a 400 that says what to send, and saves nothing', async (_label, partner, message) => {
    const man = await createMan(t, { cityId: null, latitude: null, longitude: null });
    const res = await api.save(man, { fullName: 'Changed Name', partner });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: man.auth });
    expect(me.json().fullName).not.toBe('Changed Name');
  });
});

describe('where the member lives (PUT /api/profiles/me)', () => {
  it('takes a picked city with its country and place, keeps a typed one, and refuses an unknown id', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from cities where ascii_name = 'Lahore' and country_code = 'PK'`,
    );
    const lahore = rows[0];
    if (!lahore) throw new Error('the gazetteer has no Lahore');
    const man = await createMan(t);
    const picked = await api.save(man, { cityId: lahore.id, openToRelocate: true });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ city: 'Lahore', cityId: lahore.id, countryCode: 'PK', openToRelocate: true });
    const typed = await api.save(man, { city: 'A small village', cityId: null });
    expect(typed.json()).toMatchObject({ city: 'A small village', cityId: null, countryCode: null });
    const unknown = await api.save(man, { cityId: 999999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose a city from the list.');
  });
});
