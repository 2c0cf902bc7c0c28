import { notAllowedCharacters } from '@mithaq/contracts/text';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { registrationInput } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createWoman, profileApi } from './profiles.test-helpers.js';

/**
 * A right-to-left override (U+202E) makes "Aisha <U+202E>namhaR" show as "Aisha Rahman" in emails and lists:
 * one-line text refuses it with the 400 naming the field, and nothing is written (contracts text.ts,
 * docs/decisions/0049-direction-formatting-characters.md).
 */
const t = useTestApp();
const api = profileApi(t);
const RLO = '\u202e';

describe('a name holding a right-to-left override', () => {
  it('is refused at registration, naming the field, and no member is created', async () => {
    const input = registrationInput({ fullName: `Aisha ${RLO}namhaR` });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: notAllowedCharacters('Full name') });
    const rows = await t.db.select({ id: members.id }).from(members).where(eq(members.email, input.email));
    expect(rows).toEqual([]);
  });

  it('is refused in a profile update with the other fields, and the profile is unchanged', async () => {
    const woman = await createWoman(t);
    const before = await t.db.query.members.findFirst({ where: eq(members.id, woman.id) });
    const res = await api.updateMe(woman, { fullName: `Aisha ${RLO}namhaR`, city: 'Lucknow' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: notAllowedCharacters('Full name') });
    const after = await t.db.query.members.findFirst({ where: eq(members.id, woman.id) });
    expect(after).toEqual(before);
  });

  it('is refused in the city too, naming the city', async () => {
    const woman = await createWoman(t);
    const res = await api.updateMe(woman, { city: `Pune${RLO}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(notAllowedCharacters('City'));
  });
});
