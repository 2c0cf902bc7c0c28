import { describe, expect, it } from 'vitest';
import {
  describeRelationship,
  directionSummary,
  displayValue,
  NOT_SPECIFIED,
  profileValue,
  subtitleOf,
} from './display';
import { FIELDS } from './profile-fields';

const score = (met: number, considered: number) => ({ percent: null, met, considered, criteria: [] });
const rel = (interest: 'none' | 'sent' | 'received' | 'matched' | 'declined', extra = {}) => ({
  fullName: 'Zaid Khan',
  relationship: {
    interest,
    isMatch: interest === 'matched',
    blockedByMe: false,
    canSendInterest: interest === 'none',
    ...extra,
  },
});

describe('displayValue', () => {
  it('shows Not specified, Yes/No and readable dates', () => {
    expect(displayValue(FIELDS.city, '  ')).toBe(NOT_SPECIFIED);
    expect(displayValue(FIELDS.prays, null)).toBe(NOT_SPECIFIED);
    expect(displayValue(FIELDS.prays, false)).toBe('No');
    expect(displayValue(FIELDS.dob, '1996-03-12')).toBe('12 March 1996');
    expect(displayValue(FIELDS.age, 29)).toBe('29');
  });
});

describe('profileValue', () => {
  const range = FIELDS['partner.age'];
  it("shows the partner age range as 'from–to', a leftover note as written, else Not specified", () => {
    expect(profileValue({ partner: { ageMin: 24, ageMax: 30 } }, range)).toBe('24–30');
    expect(profileValue({ partner: { ageMin: 30, ageMax: 30 } }, range)).toBe('30');
    expect(profileValue({ partner: { ageMin: null, ageMax: null, ageNote: 'late twenties' } }, range)).toBe(
      'late twenties',
    );
    expect(profileValue({ partner: { ageMin: 24, ageMax: null } }, range)).toBe(NOT_SPECIFIED);
    expect(profileValue({ city: 'Pune' }, FIELDS.city)).toBe('Pune');
  });
});

describe('subtitleOf', () => {
  it("joins profession and city with ' | '", () => {
    expect(subtitleOf({ profession: 'Doctor', city: 'Pune' })).toBe('Doctor | Pune');
    expect(subtitleOf({ profession: null, city: 'Pune' })).toBe('Pune');
  });
});

describe('describeRelationship', () => {
  it('names each state', () => {
    expect(describeRelationship(rel('matched')).label).toBe('You are matched');
    expect(describeRelationship(rel('sent')).label).toBe('Interest sent');
    expect(describeRelationship(rel('received')).label).toBe('Interest received');
    expect(describeRelationship(rel('none')).label).toBe('No interest yet');
    expect(describeRelationship(rel('matched', { blockedByMe: true })).label).toBe('Blocked');
  });

  it('points to the actions on this page, not to Browse', () => {
    expect(describeRelationship(rel('none')).description).toBe(
      'Send Zaid an interest. If they accept, you become a match and can message.',
    );
    expect(describeRelationship(rel('received')).description).toBe(
      'Zaid sent you an interest. Accept it to become a match.',
    );
    expect(describeRelationship(rel('none', { canSendInterest: false })).description).toBe(
      'Interests are sent between a man and a woman.',
    );
  });
});

describe('directionSummary', () => {
  it('phrases both directions', () => {
    expect(directionSummary('theyFitYou', score(5, 6), 'Zaid Khan')).toBe('Zaid meets 5 of your 6 preferences');
    expect(directionSummary('youFitThem', score(3, 4), 'Zaid Khan')).toBe('You meet 3 of their 4 preferences');
    expect(directionSummary('youFitThem', score(1, 1), 'Zaid Khan')).toBe('You meet 1 of their 1 preference');
  });
});
