import { describe, expect, it } from 'vitest';
import { blurredPhotoState, mayAskAgain, sentRequestState } from './ask-rules.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T10:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe('mayAskAgain', () => {
  it('lets a member ask who never asked', () => {
    expect(mayAskAgain(undefined, now)).toBe(true);
  });

  it('waits 30 days after a pending ask and after a decline alike', () => {
    expect(mayAskAgain({ status: 'pending', createdAt: daysAgo(29), decidedAt: null }, now)).toBe(false);
    expect(mayAskAgain({ status: 'pending', createdAt: daysAgo(30), decidedAt: null }, now)).toBe(true);
    expect(mayAskAgain({ status: 'declined', createdAt: daysAgo(40), decidedAt: daysAgo(29) }, now)).toBe(false);
    expect(mayAskAgain({ status: 'declined', createdAt: daysAgo(40), decidedAt: daysAgo(30) }, now)).toBe(true);
  });

  it('counts a revoked grant from the revocation', () => {
    expect(mayAskAgain({ status: 'granted', createdAt: daysAgo(90), decidedAt: daysAgo(1) }, now)).toBe(false);
  });
});

describe('what the asker sees', () => {
  it('shows requested while waiting, then can-ask', () => {
    expect(blurredPhotoState(undefined, now)).toBe('can-ask');
    expect(blurredPhotoState({ status: 'declined', createdAt: daysAgo(2), decidedAt: daysAgo(1) }, now)).toBe(
      'requested',
    );
  });

  it('keeps a decline silent: the sent request stays pending', () => {
    expect(sentRequestState('declined', null)).toBe('pending');
    expect(sentRequestState('pending', null)).toBe('pending');
    expect(sentRequestState('granted', { revokedAt: null })).toBe('granted');
    expect(sentRequestState('granted', { revokedAt: daysAgo(1) })).toBe('ended');
  });
});
