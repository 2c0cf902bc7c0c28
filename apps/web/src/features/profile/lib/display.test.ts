import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format';
import { testTranslator } from '../../../i18n/test-translator';
import { type DisplayContext, describeRelationship, directionSummary, displayValue, profileValue } from './display';
import { FIELDS } from './profile-fields';

const score = (met: number, considered: number) => ({ met, considered });
const rel = (interest: 'none' | 'sent' | 'received' | 'matched' | 'declined', extra = {}) => ({
  fullName: 'Zaid Khan',
  relationship: {
    interest,
    isMatch: interest === 'matched',
    blockedByMe: false,
    canSendInterest: interest === 'none',
    interestNeedsVerification: false,
    photoAccess: null,
    saved: false,
    note: '',
    notInterested: false,
    ...extra,
  },
});

const english = testTranslator('en');
const en: DisplayContext = { t: english, calendarDate: formattersFor('en').calendarDate };
const ur: DisplayContext = { t: testTranslator('ur'), calendarDate: formattersFor('ur').calendarDate };
const say = (message: { key: string; values?: Record<string, unknown> }, t = english) => t(message.key, message.values);

describe('displayValue', () => {
  it('shows Not specified, Yes/No and readable dates', () => {
    expect(displayValue(en, FIELDS.city, '  ')).toEqual({ text: 'Not specified', isEmpty: true, isMemberText: false });
    expect(displayValue(en, FIELDS.caste, null).text).toBe('Not specified');
    expect(displayValue(en, FIELDS.prays, null).text).toBe('Not answered');
    expect(displayValue(en, FIELDS.religiousCommitment, null)).toEqual({
      text: 'Not answered',
      isEmpty: true,
      isMemberText: false,
    });
    expect(displayValue(en, FIELDS.prays, false).text).toBe('No');
    expect(displayValue(en, FIELDS.dob, '1996-03-12').text).toBe('12 Mar 1996');
    expect(displayValue(en, FIELDS.age, 29).text).toBe('29');
  });

  it('words them in the reader language, with Western digits', () => {
    expect(displayValue(ur, FIELDS.city, null).text).toBe('درج نہیں');
    expect(displayValue(ur, FIELDS.prays, true).text).toBe('جی ہاں');
    expect(displayValue(ur, FIELDS.dob, '1996-03-12').text).toMatch(/12/);
    expect(displayValue(ur, FIELDS.dob, '1996-03-12').text).toMatch(/1996/);
  });

  it('marks what the member wrote, including values older than the option lists', () => {
    expect(displayValue(en, FIELDS.city, 'Pune')).toEqual({ text: 'Pune', isEmpty: false, isMemberText: true });
    expect(displayValue(en, FIELDS.profession, 'Astronaut').isMemberText).toBe(true);
    expect(displayValue(en, FIELDS.profession, 'Doctor').isMemberText).toBe(false);
  });
});

describe('profileValue', () => {
  it('reads the field from the profile', () => {
    expect(profileValue(en, { city: 'Pune' }, FIELDS.city).text).toBe('Pune');
    expect(profileValue(en, { openToRelocate: true }, FIELDS.openToRelocate).text).toBe('Yes');
    expect(profileValue(ur, { fasts: null }, FIELDS.fasts).text).toBe('جواب نہیں دیا');
  });
});

describe('describeRelationship', () => {
  it('names each state', () => {
    expect(english(describeRelationship(rel('matched')).labelKey)).toBe('You are matched');
    expect(english(describeRelationship(rel('sent')).labelKey)).toBe('Interest sent');
    expect(english(describeRelationship(rel('received')).labelKey)).toBe('Interest received');
    expect(english(describeRelationship(rel('none')).labelKey)).toBe('No interest yet');
    expect(english(describeRelationship(rel('matched', { blockedByMe: true })).labelKey)).toBe('Blocked');
  });

  it('points to the actions on this page, not to Browse', () => {
    expect(say(describeRelationship(rel('none')).description)).toBe(
      'Send Zaid an interest. If they accept, you become a match and can message.',
    );
    expect(say(describeRelationship(rel('received')).description)).toBe(
      'Zaid sent you an interest. Accept it to become a match.',
    );
    expect(say(describeRelationship(rel('none', { canSendInterest: false })).description)).toBe(
      'Interests are sent between a man and a woman.',
    );
    expect(say(describeRelationship(rel('sent')).description, testTranslator('ar'))).toBe('بانتظار ردّ Zaid.');
  });

  it('still invites an interest that waits for the viewer to verify (the button says how)', () => {
    const held = rel('none', { canSendInterest: false, interestNeedsVerification: true });
    expect(describeRelationship(held).description.key).toBe('profile.relationship.none.description');
  });
});

describe('directionSummary', () => {
  it('phrases both directions', () => {
    expect(say(directionSummary('theyFitYou', score(5, 6), 'Zaid Khan'))).toBe('Zaid fits 5 of your 6 preferences');
    expect(say(directionSummary('youFitThem', score(3, 4), 'Zaid Khan'))).toBe('You fit 3 of their 4 preferences');
    expect(say(directionSummary('youFitThem', score(1, 1), 'Zaid Khan'))).toBe('You fit 1 of their 1 preference');
  });

  it('uses the plural forms of each language', () => {
    const ar = testTranslator('ar');
    expect(say(directionSummary('youFitThem', score(1, 2), 'Zaid Khan'), ar)).toContain('مواصفتين');
    expect(say(directionSummary('youFitThem', score(3, 4), 'Zaid Khan'), ar)).toContain('4 مواصفات');
  });
});
