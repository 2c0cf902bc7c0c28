import { describe, expect, it } from 'vitest';
import { canBlurPhoto, type PhotoVisibilityFacts, visibleVariant } from './photo-privacy.js';

const facts = (over: Partial<PhotoVisibilityFacts> = {}): PhotoVisibilityFacts => ({
  isOwner: false,
  isMatched: false,
  isBlocked: false,
  ownerActive: true,
  photoBlurred: false,
  photoStatus: 'approved',
  ...over,
});

describe('canBlurPhoto', () => {
  it('allows female owners only, whatever the case', () => {
    expect(canBlurPhoto('Female')).toBe(true);
    expect(canBlurPhoto('FEMALE')).toBe(true);
    expect(canBlurPhoto(' female ')).toBe(true);
    expect(canBlurPhoto('Male')).toBe(false);
    expect(canBlurPhoto('Other')).toBe(false);
    expect(canBlurPhoto(null)).toBe(false);
  });
});

describe('visibleVariant', () => {
  it('shows an approved photo to others', () => {
    expect(visibleVariant(facts())).toBe('display');
    expect(visibleVariant(facts(), 'thumb')).toBe('thumb');
  });

  it('hides pending and rejected photos from others, never from the owner', () => {
    for (const photoStatus of ['pending', 'rejected']) {
      expect(visibleVariant(facts({ photoStatus }))).toBeNull();
      expect(visibleVariant(facts({ photoStatus, isOwner: true, photoBlurred: true }))).toBe('display');
    }
  });

  it('blurs for viewers who are neither owner nor matched', () => {
    expect(visibleVariant(facts({ photoBlurred: true }))).toBe('blur');
    expect(visibleVariant(facts({ photoBlurred: true }), 'thumb')).toBe('blur_thumb');
    expect(visibleVariant(facts({ photoBlurred: true, isMatched: true }))).toBe('display');
    expect(visibleVariant(facts({ photoBlurred: true, isOwner: true }))).toBe('display');
  });

  it('hides the photo of an account that is not active from others', () => {
    expect(visibleVariant(facts({ ownerActive: false }))).toBeNull();
    expect(visibleVariant(facts({ ownerActive: false, isOwner: true }))).toBe('display');
  });

  it('hides the photo from a member on either side of a block, matched or not', () => {
    expect(visibleVariant(facts({ isBlocked: true }))).toBeNull();
    expect(visibleVariant(facts({ isBlocked: true, isMatched: true }), 'thumb')).toBeNull();
    expect(visibleVariant(facts({ isBlocked: true, photoBlurred: true }))).toBeNull();
  });
});
