import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dobProblem,
  formatAgeRange,
  isoDateYearsAgo,
  PROFILE_RULE_MESSAGES,
  partnerAgeRange,
} from './profile-rules.js';
import { UpdateProfileSchema } from './profiles-api.js';

const yearsAgo = (years: number, days = 0) => isoDateYearsAgo(years, days);

const firstMessage = (body: unknown) => {
  const parsed = UpdateProfileSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('ageOn', () => {
  it.each([
    ['1996-03-12', '2026-03-11', 29],
    ['1996-03-12', '2026-03-12', 30],
    ['1996-03-12', '2026-12-31', 30],
    ['2008-12-31', '2026-12-30', 17],
    ['2008-12-31', '2026-12-31', 18],
    // Born on 29 February: a year older from 1 March in a common year, on the day in a leap year.
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
  ])('born %s is on %s %i', (dob, on, age) => {
    expect(ageOn(dob, on)).toBe(age);
  });
});

describe('dobProblem', () => {
  const today = '2026-11-23';
  it.each([
    ['2026-11-24', 'dobInFuture'],
    ['2030-01-01', 'dobInFuture'],
    ['2026-11-23', 'dobUnderAge'],
    ['2008-11-24', 'dobUnderAge'],
    ['2008-11-23', null],
    ['1990-05-01', null],
    ['1905-11-24', null],
    ['1905-11-23', 'dobTooOld'],
  ])('%s on 2026-11-23 gives %s', (dob, problem) => {
    expect(dobProblem(dob, today)).toBe(problem);
  });
});

describe('partner age range', () => {
  it('is a range only when both ends are numbers', () => {
    expect(partnerAgeRange({ ageMin: 24, ageMax: 30 })).toEqual({ min: 24, max: 30 });
    expect(partnerAgeRange({ ageMin: 24, ageMax: null })).toBeNull();
    expect(partnerAgeRange({})).toBeNull();
    expect(partnerAgeRange(null)).toBeNull();
  });

  it('reads as 24–30, or one number when both ends agree', () => {
    expect(formatAgeRange({ min: 24, max: 30 })).toBe('24–30');
    expect(formatAgeRange({ min: 30, max: 30 })).toBe('30');
  });
});

describe('the save schema', () => {
  it('takes a date of birth of someone 18 today, and refuses the future, under 18 and over 120', () => {
    expect(firstMessage({ dob: yearsAgo(18) })).toBeNull();
    expect(firstMessage({ dob: null })).toBeNull();
    expect(firstMessage({ dob: yearsAgo(0, 1) })).toBe(PROFILE_RULE_MESSAGES.dobInFuture);
    expect(firstMessage({ dob: yearsAgo(18, 1) })).toBe(PROFILE_RULE_MESSAGES.dobUnderAge);
    expect(firstMessage({ dob: yearsAgo(121) })).toBe(PROFILE_RULE_MESSAGES.dobTooOld);
    expect(firstMessage({ dob: '12/01/1995' })).toBe(PROFILE_RULE_MESSAGES.dobFormat);
    expect(firstMessage({ dob: '1995-02-30' })).toBe(PROFILE_RULE_MESSAGES.dobFormat);
  });

  it.each([
    [{ ageMin: 24, ageMax: 30 }, null],
    [{ ageMin: 30, ageMax: 30 }, null],
    [{ ageMin: null, ageMax: null }, null],
    [{ sect: 'Sunni' }, null],
    [{ ageMin: 18, ageMax: 80 }, null],
    [{ ageMin: 31, ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeOrder],
    [{ ageMin: 17, ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
    [{ ageMin: 25, ageMax: 81 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
    [{ ageMin: 25.5, ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
    [{ ageMin: '25', ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeBounds],
    [{ ageMin: 25 }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
    [{ ageMax: 30 }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
    [{ ageMin: 25, ageMax: null }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
    [{ ageMin: null }, PROFILE_RULE_MESSAGES.partnerAgeBoth],
  ])('partner %j: %s', (partner, message) => {
    expect(firstMessage({ partner })).toBe(message);
  });

  it('reads the spec text fields into the structured preferences (docs/decisions/0064-finding-the-right-person.md)', () => {
    const parsed = UpdateProfileSchema.parse({ partner: { age: '25-30', sect: 'Sunni', region: 'Pakistan' } });
    expect(parsed.partner).toEqual({ ageMin: 25, ageMax: 30, sect: ['Sunni'], regionText: 'Pakistan' });
  });

  it('refuses a text field it cannot read, naming the new fields', () => {
    const result = UpdateProfileSchema.safeParse({ partner: { age: 'late twenties' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['partner', 'age'],
      message: expect.stringContaining('ageMin and ageMax'),
    });
  });
});
