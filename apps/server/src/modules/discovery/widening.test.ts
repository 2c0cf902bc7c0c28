import { EMPTY_PARTNER } from '@mithaq/contracts/partner-criteria';
import { describe, expect, it } from 'vitest';
import { filteringCriteria, wideningSteps } from './widening.js';

const shown = (steps: ReturnType<typeof wideningSteps>) => steps.map(({ preferences: _p, ...step }) => step);

describe('the widening steps of My matches', () => {
  it('sets lists aside first, then doubles a preferred distance twice before setting it aside, then widens age', () => {
    const p = { ...EMPTY_PARTNER, ageMin: 25, ageMax: 30, sect: ['Sunni'], profession: ['Doctor'], withinKm: 50 };
    expect(shown(wideningSteps(p, ['age', 'sect', 'profession', 'location']))).toEqual([
      { kind: 'preferences', criteria: ['sect', 'profession'] },
      { kind: 'distance', fromKm: 50, toKm: 100 },
      { kind: 'distance', fromKm: 50, toKm: 250 },
      { kind: 'distance', fromKm: 50, toKm: null },
      { kind: 'age', ageMin: 23, ageMax: 32 },
      { kind: 'age', ageMin: 20, ageMax: 35 },
    ]);
  });

  it('never touches a must, and keeps widened ages within 18–80', () => {
    const p = {
      ...EMPTY_PARTNER,
      ageMin: 19,
      ageMax: 79,
      sect: ['Sunni'],
      withinKm: 1000,
      must: ['sect' as const, 'location' as const],
    };
    expect(shown(wideningSteps(p, ['age', 'sect', 'location']))).toEqual([{ kind: 'age', ageMin: 18, ageMax: 80 }]);
    expect(filteringCriteria(['age', 'sect', 'location'], p.must, new Set(['sect']), { ...p, withinKm: null })).toEqual(
      ['age', 'sect', 'location'],
    );
  });

  it('has nothing to widen when every preference is a must', () => {
    const p = { ...EMPTY_PARTNER, sect: ['Shia'], must: ['sect' as const] };
    expect(wideningSteps(p, ['sect'])).toEqual([]);
  });
});
