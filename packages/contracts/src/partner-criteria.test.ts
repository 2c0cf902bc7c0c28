import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  EMPTY_PARTNER,
  type FitProfile,
  fitDirection,
  isCriterionMet,
  twoWayScore,
} from './partner-criteria.js';

const woman: FitProfile = {
  age: 27,
  gender: 'Female',
  height: '5 ft 4 in',
  maritalStatus: 'Never Married',
  sect: 'Sunni',
  madhab: 'Hanafi',
  religiousCommitment: 'Moderate',
  prays: true,
  hijab: null,
  beard: null,
  education: 'Masters',
  profession: 'Doctor',
  language: 'Urdu',
  countryCode: 'IN',
  cityId: 1269843,
  latitude: 17.385,
  longitude: 78.4867,
  openToRelocate: false,
};
const home = { latitude: 17.4399, longitude: 78.4983 };

describe('partner criteria', () => {
  it('meets ranges, lists, expectations and the least education', () => {
    const p = {
      ...EMPTY_PARTNER,
      ageMin: 24,
      ageMax: 28,
      heightMin: '5 ft 2 in',
      heightMax: null,
      education: 'Bachelors',
    };
    expect(isCriterionMet(p, 'age', woman, home)).toBe(true);
    expect(isCriterionMet({ ...p, ageMax: 26 }, 'age', woman, home)).toBe(false);
    expect(isCriterionMet(p, 'height', woman, home)).toBe(true);
    expect(isCriterionMet(p, 'education', woman, home)).toBe(true);
    expect(isCriterionMet({ ...p, education: 'PhD' }, 'education', woman, home)).toBe(false);
    expect(isCriterionMet(p, 'education', { ...woman, education: 'Other' }, home)).toBe(false);
    expect(isCriterionMet({ ...p, hijab: true }, 'hijab', woman, home)).toBe(false);
    expect(isCriterionMet({ ...p, sect: ['Sunni', 'Shia'] }, 'sect', woman, home)).toBe(true);
  });

  it('meets "where" by country, city, distance, or by being open to relocating', () => {
    const near = { ...EMPTY_PARTNER, withinKm: 10 };
    expect(isCriterionMet(near, 'location', woman, home)).toBe(true);
    expect(isCriterionMet(near, 'location', woman, { latitude: 18.52, longitude: 73.85 })).toBe(false);
    expect(
      isCriterionMet(near, 'location', { ...woman, openToRelocate: true }, { latitude: 18.52, longitude: 73.85 }),
    ).toBe(true);
    expect(isCriterionMet({ ...EMPTY_PARTNER, countries: ['IN'] }, 'location', woman, home)).toBe(true);
    expect(
      isCriterionMet(
        { ...EMPTY_PARTNER, cities: [{ id: 1269843, name: 'Hyderabad', countryCode: 'IN' }] },
        'location',
        woman,
        home,
      ),
    ).toBe(true);
    expect(isCriterionMet(near, 'location', { ...woman, latitude: null, longitude: null }, home)).toBe(false);
  });

  it('counts only criteria set and asked of the gender, and fails the musts it names', () => {
    const p = { ...EMPTY_PARTNER, sect: ['Shia'], beard: true, prays: true, must: ['sect' as const] };
    const fit = fitDirection(p, woman, home);
    expect(fit).toMatchObject({ met: 1, considered: 2, failedMusts: ['sect'] });
  });

  it('scores both directions, a direction with nothing set counting as met', () => {
    expect(twoWayScore({ met: 6, considered: 8 }, { met: 5, considered: 7 })).toBe(73);
    expect(twoWayScore({ met: 0, considered: 0 }, { met: 1, considered: 2 })).toBe(75);
  });

  it('measures great-circle distance across the antimeridian', () => {
    expect(
      Math.round(distanceKm({ latitude: -18.1416, longitude: 178.4419 }, { latitude: -13.8333, longitude: -171.7667 })),
    ).toBe(1151);
    expect(Math.round(distanceKm({ latitude: 89, longitude: 0 }, { latitude: 89, longitude: 180 }))).toBe(222);
  });
});
