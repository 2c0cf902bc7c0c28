import type { InterestProfile, InterestsResponse } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../i18n/test-translator';
import { deriveNotifications, groupCounts, headerText, parseReadIds, unreadIds } from './derive-notifications';

function profile(overrides: Partial<InterestProfile> = {}): InterestProfile {
  return {
    _id: 'p1',
    fullName: 'Aisha Khan',
    age: 27,
    gender: 'Female',
    city: 'Hyderabad',
    profession: 'Doctor',
    photoUrl: null,
    maritalStatus: null,
    height: null,
    sect: null,
    madhab: null,
    caste: null,
    language: null,
    region: null,
    prays: null,
    fasts: null,
    readsQuran: null,
    hijab: null,
    beard: null,
    religiousCommitment: null,
    education: null,
    field: null,
    employer: null,
    income: null,
    fatherName: null,
    fatherProfession: null,
    motherName: null,
    motherProfession: null,
    familyType: null,
    siblings: null,
    familyValues: null,
    religiousEnvironment: null,
    partner: {
      ageMin: null,
      ageMax: null,
      ageNote: null,
      height: null,
      education: null,
      profession: null,
      religiousCommitment: null,
      sect: null,
      region: null,
      familyBackground: null,
    },
    isVerified: false,
    membershipTier: 'free',
    photoBlurred: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    interestId: 'i1',
    interestAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const lists = (overrides: Partial<InterestsResponse> = {}): InterestsResponse => ({
  received: [],
  sent: [],
  accepted: [],
  ...overrides,
});

describe('deriveNotifications', () => {
  it('is empty without data or interests', () => {
    expect(deriveNotifications(undefined)).toEqual([]);
    expect(deriveNotifications(lists())).toEqual([]);
  });

  it('makes one interest-received notification per received interest, keyed by the interest id', () => {
    const [n] = deriveNotifications(lists({ received: [profile({ photoUrl: '/media/a.webp' })] }));
    expect(n).toMatchObject({
      id: 'i1',
      type: 'interest-received',
      name: 'Aisha Khan',
      profile: { _id: 'p1', fullName: 'Aisha Khan', photoUrl: '/media/a.webp' },
      href: '/dashboard?tab=interests',
    });
  });

  it('has no name when the name is missing, so the item can say so', () => {
    const [n] = deriveNotifications(lists({ received: [profile({ fullName: '  ' })] }));
    expect(n?.name).toBeNull();
    expect(n?.profile.fullName).toBe('');
  });

  it('adds a match notification per accepted interest with its own id', () => {
    const items = deriveNotifications(
      lists({
        received: [profile({ interestId: 'r1', interestAt: '2025-01-01T00:00:00.000Z' })],
        accepted: [profile({ _id: 'p2', fullName: 'Sara', interestId: 'r9', interestAt: '2025-01-03T00:00:00.000Z' })],
      }),
    );
    expect(items.map((n) => [n.id, n.type, n.name])).toEqual([
      ['match:r9', 'interest-accepted', 'Sara'],
      ['r1', 'interest-received', 'Aisha Khan'],
    ]);
  });

  it('never notifies about interests the member sent', () => {
    expect(deriveNotifications(lists({ sent: [profile()] }))).toEqual([]);
  });
});

describe('unreadIds', () => {
  const items = deriveNotifications(
    lists({ received: [profile({ interestId: 'a' }), profile({ _id: 'p2', interestId: 'b' })] }),
  );

  it('counts every notification whose id is not stored as read', () => {
    expect(unreadIds(items, []).sort()).toEqual(['a', 'b']);
    expect(unreadIds(items, ['a', 'old-id'])).toEqual(['b']);
    expect(unreadIds(items, ['a', 'b'])).toEqual([]);
  });

  it('treats a received interest that became a match as a new notification', () => {
    const matched = deriveNotifications(lists({ accepted: [profile({ interestId: 'a' })] }));
    expect(unreadIds(matched, ['a'])).toEqual(['match:a']);
  });
});

describe('groupCounts', () => {
  it('counts the three summary blocks', () => {
    expect(groupCounts(lists({ received: [profile()], sent: [profile(), profile()] }))).toEqual({
      incoming: 1,
      sent: 2,
      accepted: 0,
    });
    expect(groupCounts(undefined)).toEqual({ incoming: 0, sent: 0, accepted: 0 });
  });
});

describe('parseReadIds', () => {
  it('reads a stored JSON array of strings and ignores anything else', () => {
    expect(parseReadIds('["a","b"]')).toEqual(['a', 'b']);
    expect(parseReadIds('["a",3,null]')).toEqual(['a']);
    expect(parseReadIds('{"a":1}')).toEqual([]);
    expect(parseReadIds('not json')).toEqual([]);
    expect(parseReadIds(null)).toEqual([]);
  });
});

describe('headerText', () => {
  it('says how many are new, or that the member is caught up', () => {
    const t = testTranslator('en');
    expect(headerText(t, 0)).toBe('You are all caught up!');
    expect(headerText(t, 1)).toBe('You have 1 new notification.');
    expect(headerText(t, 3)).toBe('You have 3 new notifications.');
  });

  it("uses each language's plural forms", () => {
    const ar = testTranslator('ar');
    expect(headerText(ar, 2)).not.toBe(headerText(ar, 3));
    expect(headerText(ar, 3)).toContain('3');
    expect(headerText(ar, 11)).toContain('11');
    expect(headerText(testTranslator('ur'), 1)).not.toBe(headerText(testTranslator('ur'), 2));
  });
});
