import { INTEREST_MESSAGES } from '@mithaq/contracts/interests';
import { describe, expect, it } from 'vitest';
import { interestConflict, interestRelation, isOppositeGender, oppositeGender } from './interest-rules.js';

const me = 'me';
const them = 'them';

describe('gender', () => {
  it('pairs Male with Female, case-insensitively', () => {
    expect(oppositeGender('Male')).toBe('Female');
    expect(oppositeGender(' female ')).toBe('Male');
    expect(oppositeGender('Other')).toBeNull();
    expect(isOppositeGender('MALE', 'female')).toBe(true);
    expect(isOppositeGender('Female', 'Female')).toBe(false);
    expect(isOppositeGender('Other', 'Male')).toBe(false);
  });
});

describe('interestConflict', () => {
  it('allows the first interest', () => {
    expect(interestConflict([], me)).toBeNull();
  });

  it.each([
    [[{ fromId: me, status: 'pending' }], INTEREST_MESSAGES.alreadySent],
    [[{ fromId: them, status: 'pending' }], INTEREST_MESSAGES.theySentFirst],
    [[{ fromId: them, status: 'accepted' }], INTEREST_MESSAGES.alreadyMatched],
    [[{ fromId: me, status: 'accepted' }], INTEREST_MESSAGES.alreadyMatched],
    [[{ fromId: me, status: 'declined' }], INTEREST_MESSAGES.alreadyDeclined],
    [[{ fromId: them, status: 'declined' }], INTEREST_MESSAGES.alreadyDeclined],
    [
      [
        { fromId: them, status: 'declined' },
        { fromId: me, status: 'pending' },
      ],
      INTEREST_MESSAGES.alreadySent,
    ],
  ])('refuses %j', (between, message) => {
    expect(interestConflict(between, me)).toBe(message);
  });
});

describe('interestRelation', () => {
  it.each([
    [[], 'none'],
    [[{ fromId: me, status: 'pending' }], 'sent'],
    [[{ fromId: them, status: 'pending' }], 'received'],
    [[{ fromId: them, status: 'accepted' }], 'matched'],
    [[{ fromId: me, status: 'declined' }], 'declined'],
  ])('%j is %s', (between, relation) => {
    expect(interestRelation(between, me)).toBe(relation);
  });
});
