import { describe, expect, it } from 'vitest';
import {
  computeMatchScore,
  isNoPreference,
  keywordMatch,
  MatchScoreSchema,
  type ProfileLike,
  parseRange,
  scoreDirection,
} from './match-score.js';

const age = (t: string) => Number(t.match(/^\d+$/)?.[0] ?? Number.NaN) || null;

const profile: ProfileLike = {
  age: 28,
  height: '5 ft 6 in',
  education: 'Masters',
  field: 'Computer Science / IT',
  profession: 'Engineer',
  religiousCommitment: 'Moderate',
  sect: 'Sunni',
  madhab: 'Hanafi',
  region: 'Hyderabad / Deccan',
  city: 'Hyderabad',
  language: 'Urdu',
  familyType: 'Nuclear',
  familyValues: 'Traditional',
  religiousEnvironment: 'Practising',
};

const criterion = (prefs: ProfileLike['partner'], p: ProfileLike = profile) => scoreDirection(prefs, p).criteria[0];

describe('parseRange', () => {
  it.each([
    ['25-30', { min: 25, max: 30 }],
    ['25 - 30', { min: 25, max: 30 }],
    ['25 to 30', { min: 25, max: 30 }],
    ['25–30', { min: 25, max: 30 }],
    ['between 25 and 30', { min: 25, max: 30 }],
    ['30-25', { min: 25, max: 30 }],
    ['under 30', { min: null, max: 29 }],
    ['below 30', { min: null, max: 29 }],
    ['up to 30', { min: null, max: 30 }],
    ['above 25', { min: 26, max: null }],
    ['at least 25', { min: 25, max: null }],
    ['25+', { min: 25, max: null }],
    ['30 or less', { min: null, max: 30 }],
    ['28', { min: 28, max: 28 }],
  ])('reads the age preference %j', (text, range) => {
    expect(parseRange(text, age)).toEqual(range);
  });

  it('returns null for text it cannot read', () => {
    expect(parseRange('late twenties', age)).toBeNull();
    expect(parseRange('', age)).toBeNull();
  });
});

describe('age criterion', () => {
  it.each([
    [25, 30, true],
    [29, 35, false],
    [18, 27, false],
    [28, 28, true],
    [27, 27, false],
    [28, 80, true],
  ])('%i to %i against age 28 is met: %s', (ageMin, ageMax, met) => {
    expect(criterion({ ageMin, ageMax })?.met).toBe(met);
  });

  it('explains the range it compared with', () => {
    expect(criterion({ ageMin: 25, ageMax: 30 })).toEqual({
      key: 'age',
      label: 'Age',
      preference: '25–30',
      value: '28',
      met: true,
      explanation: '28 is within 25 to 30.',
    });
    expect(criterion({ ageMin: 24, ageMax: 24 })?.explanation).toBe('28 is outside exactly 24.');
  });

  it('counts no age preference from one end of a range or from a leftover note', () => {
    expect(criterion({ ageMin: 25, ageMax: null })).toBeUndefined();
    expect(criterion({ ageNote: 'late twenties' })).toBeUndefined();
  });
});

describe('height criterion', () => {
  it.each([
    ['5 ft 4 in - 5 ft 10 in', true],
    ['5 ft 7 in - 6 ft 0 in', false],
    ['above 5 ft 6 in', false],
    ['above 5 ft 5 in', true],
    ['at least 5 ft 6 in', true],
    ['5\'4" - 5\'10"', true],
    ['under 170 cm', true],
    ['5 ft 6 in', true],
  ])('%s against 5 ft 6 in is met: %s', (pref, met) => {
    expect(criterion({ height: pref })?.met).toBe(met);
  });

  it('explains with heights, not inches', () => {
    expect(criterion({ height: '5 ft 4 in - 5 ft 10 in' })?.explanation).toBe(
      '5 ft 6 in is within 5 ft 4 in to 5 ft 10 in.',
    );
  });

  it('is not met when the other member gave no height', () => {
    const c = criterion({ height: '5 ft 4 in - 5 ft 10 in' }, { ...profile, height: null });
    expect(c).toMatchObject({ met: false, value: null, explanation: 'Height is not on the profile.' });
  });

  it('reads feet alone, feet and inches, and centimetres', () => {
    expect(criterion({ height: '5 feet - 5 ft 8 in' })?.met).toBe(true);
    expect(criterion({ height: '160 cm to 165 cm' })?.met).toBe(false);
    expect(criterion({ height: '5 ft 6 in' }, { height: '168 cm' })?.met).toBe(true);
  });
});

describe('keyword criteria', () => {
  it('matches case-insensitively and any alternative', () => {
    expect(criterion({ education: 'masters or phd' })?.met).toBe(true);
    expect(criterion({ education: 'PhD' })?.met).toBe(false);
    expect(criterion({ profession: 'Doctor, Engineer' })?.met).toBe(true);
    expect(criterion({ religiousCommitment: 'strict' })?.met).toBe(false);
  });

  it('matches whole words, ignoring plurals and apostrophes', () => {
    expect(keywordMatch("Master's degree", ['Masters'])).toBe(true);
    expect(keywordMatch('Engineers', ['Engineer'])).toBe(true);
    expect(keywordMatch('Sunni Hanafi', ['Sunni'])).toBe(true);
    expect(keywordMatch('Shia', ['Sunni'])).toBe(false);
    expect(keywordMatch('Pathan', ['Path'])).toBe(false);
  });

  it('compares sect with sect and madhab', () => {
    expect(criterion({ sect: 'Hanafi' })?.met).toBe(true);
  });

  it('compares education with education and field of study', () => {
    expect(criterion({ education: 'Computer Science' })?.met).toBe(true);
  });

  it('compares region with region, city and language', () => {
    expect(criterion({ region: 'Hyderabad' })?.met).toBe(true);
    expect(criterion({ region: 'Urdu speaking' })?.met).toBe(true);
    expect(criterion({ region: 'Urdu' })?.met).toBe(true);
    expect(criterion({ region: 'Kerala' })?.met).toBe(false);
    expect(criterion({ region: 'Kerala' })?.value).toBe('Hyderabad / Deccan, Hyderabad, Urdu');
  });

  it('compares family background with family type, values and religious environment', () => {
    expect(criterion({ familyBackground: 'Traditional' })?.met).toBe(true);
    expect(criterion({ familyBackground: 'Joint family' })?.met).toBe(false);
    expect(criterion({ familyBackground: 'Nuclear family' })?.met).toBe(true);
  });
});

describe('no preference', () => {
  it.each(['Any', 'any', 'No preference', 'Open', 'open to all', 'Any sect', "Doesn't matter", 'Flexible'])(
    '%j is always met',
    (pref) => {
      expect(isNoPreference(pref)).toBe(true);
      expect(criterion({ sect: pref }, {})?.met).toBe(true);
    },
  );

  it('does not treat real preferences as none', () => {
    expect(isNoPreference('Any engineer or doctor')).toBe(false);
    expect(isNoPreference('Sunni')).toBe(false);
  });
});

describe('scoreDirection', () => {
  it('counts only filled preferences and rounds the percent', () => {
    const score = scoreDirection(
      { ageMin: 25, ageMax: 30, sect: 'Shia', education: 'Masters', height: '  ', region: null },
      profile,
    );
    expect(score.considered).toBe(3);
    expect(score.met).toBe(2);
    expect(score.percent).toBe(67);
    expect(score.criteria.map((c) => c.key)).toEqual(['age', 'education', 'sect']);
  });

  it('gives null, not zero, when no preference is filled', () => {
    expect(scoreDirection({}, profile)).toEqual({ percent: null, met: 0, considered: 0, criteria: [] });
    expect(scoreDirection(null, profile).percent).toBeNull();
    expect(scoreDirection({ ageMin: null, ageMax: null, sect: null, height: '' }, profile).percent).toBeNull();
  });

  it('scores 0 when every filled preference is unmet', () => {
    expect(scoreDirection({ sect: 'Shia', profession: 'Doctor' }, profile).percent).toBe(0);
  });
});

describe('computeMatchScore', () => {
  const viewer: ProfileLike = {
    age: 31,
    sect: 'Sunni',
    profession: 'Doctor',
    partner: { ageMin: 25, ageMax: 30, sect: 'Sunni', profession: 'Teacher' },
  };

  it('keeps both directions separate', () => {
    const other: ProfileLike = { ...profile, partner: { ageMin: 30, ageMax: 35, profession: 'Engineer' } };
    const score = computeMatchScore(viewer, other);
    expect(score.theyFitYou).toMatchObject({ met: 2, considered: 3, percent: 67 });
    expect(score.youFitThem).toMatchObject({ met: 1, considered: 2, percent: 50 });
    expect(score.overall).toBe(59);
    expect(MatchScoreSchema.parse(score)).toEqual(score);
  });

  it('uses the one direction that has preferences for overall', () => {
    const score = computeMatchScore(viewer, { ...profile, partner: {} });
    expect(score.youFitThem.percent).toBeNull();
    expect(score.overall).toBe(score.theyFitYou.percent);
  });

  it('is null overall when neither side set preferences', () => {
    expect(computeMatchScore({ partner: {} }, profile).overall).toBeNull();
  });
});
