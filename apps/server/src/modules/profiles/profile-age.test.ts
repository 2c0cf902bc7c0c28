import { PROFILE_RULE_MESSAGES } from '@mithaq/contracts/profile-rules';
import { describe, expect, it } from 'vitest';
import { ageToStore } from './profile-age.js';

const today = '2026-11-23';

describe('ageToStore', () => {
  it('works the age out from a date of birth that is sent', () => {
    expect(ageToStore({ dob: null }, { dob: '1996-11-24' }, today)).toBe(29);
    expect(ageToStore({ dob: '1990-01-01' }, { dob: '1996-11-23' }, today)).toBe(30);
  });

  it('takes an age sent with the same answer, and refuses one that disagrees', () => {
    expect(ageToStore({ dob: null }, { dob: '1996-11-23', age: 30 }, today)).toBe(30);
    expect(() => ageToStore({ dob: null }, { dob: '1996-11-23', age: 25 }, today)).toThrow(
      PROFILE_RULE_MESSAGES.ageFollowsDob,
    );
    expect(() => ageToStore({ dob: '1996-11-23' }, { age: 31 }, today)).toThrow(PROFILE_RULE_MESSAGES.ageFollowsDob);
  });

  it('leaves the age alone when neither is sent', () => {
    expect(ageToStore({ dob: '1996-11-23' }, {}, today)).toBeUndefined();
    expect(ageToStore({ dob: null }, {}, today)).toBeUndefined();
  });

  it('keeps the age a cleared date of birth gave, unless an age comes with it', () => {
    expect(ageToStore({ dob: '1996-11-23' }, { dob: null }, today)).toBe(30);
    expect(ageToStore({ dob: '1996-11-23' }, { dob: null, age: 33 }, today)).toBe(33);
  });

  it('stores the age sent when there is no date of birth', () => {
    expect(ageToStore({ dob: null }, { age: 41 }, today)).toBe(41);
    expect(ageToStore({ dob: null }, { dob: null, age: 41 }, today)).toBe(41);
  });
});
