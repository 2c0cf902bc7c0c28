import { REGISTER_MESSAGES } from '@mithaq/contracts/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { registrationInput } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const HYDERABAD_PK = 1176734;
const LAHORE = 1172451;

async function register(overrides: Record<string, unknown>, headers: Record<string, string> = {}) {
  const input = { ...registrationInput(), ...overrides };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input, headers });
  const [row] = await t.db
    .select({
      city: members.city,
      cityId: members.cityId,
      countryCode: members.countryCode,
      latitude: members.latitude,
      longitude: members.longitude,
    })
    .from(members)
    .where(eq(members.email, String(input.email)));
  return { res, row };
}

describe('POST /api/auth/register: where the member lives', () => {
  it('stores the picked gazetteer city, its name, country and coordinates', async () => {
    const { res, row } = await register({ city: 'hyderabad', cityId: HYDERABAD_PK });
    expect(res.statusCode).toBe(201);
    expect(row).toMatchObject({ city: 'Hyderabad', cityId: HYDERABAD_PK, countryCode: 'PK' });
    expect(row?.latitude).toBeCloseTo(25.39, 1);
    expect(row?.longitude).toBeCloseTo(68.37, 1);
  });

  it('refuses a city id the gazetteer does not have, in the reader’s language', async () => {
    const { res, row } = await register({ cityId: 999_999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REGISTER_MESSAGES.cityFromList);
    expect(row).toBeUndefined();
    const urdu = await register({ cityId: 999_999_999 }, { 'accept-language': 'ur' });
    expect(urdu.res.json().message).toMatch(/^فہرست میں سے .* شہر منتخب کریں۔$/);
    expect((await register({ cityId: -3 })).res.statusCode).toBe(400);
  });

  it('matches a typed city by name and keeps the words; a city it does not know stays as typed', async () => {
    const typed = await register({ city: 'Lahore, Pakistan', cityId: null });
    expect(typed.row).toMatchObject({ city: 'Lahore, Pakistan', cityId: LAHORE, countryCode: 'PK' });
    const unknown = await register({ city: 'Zzyzxville' });
    expect(unknown.res.statusCode).toBe(201);
    expect(unknown.row).toEqual({
      city: 'Zzyzxville',
      cityId: null,
      countryCode: null,
      latitude: null,
      longitude: null,
    });
  });
});
