import { describe, expect, it } from 'vitest';
import {
  canBlurPhoto,
  isClearByGrantOnly,
  isLoggedView,
  type PhotoVisibilityFacts,
  visibleVariant,
} from './photo-privacy.js';

const facts = (over: Partial<PhotoVisibilityFacts> = {}): PhotoVisibilityFacts => ({
  isOwner: false,
  isMatched: false,
  isBlocked: false,
  ownerActive: true,
  photoBlurred: false,
  photoStatus: 'approved',
  matchesSeePhotos: true,
  isGranted: false,
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

describe('photo access (matches setting and grants)', () => {
  const blurred = { photoBlurred: true };

  it('blurs for matches when the owner turned the matches setting off, unless she granted them', () => {
    expect(visibleVariant(facts({ ...blurred, isMatched: true, matchesSeePhotos: false }))).toBe('blur');
    expect(visibleVariant(facts({ ...blurred, isMatched: true, matchesSeePhotos: false, isGranted: true }))).toBe(
      'display',
    );
  });

  it('shows a grantee the clear photo, never across a block or of a pending photo', () => {
    expect(visibleVariant(facts({ ...blurred, isGranted: true }), 'thumb')).toBe('thumb');
    expect(visibleVariant(facts({ ...blurred, isGranted: true, isBlocked: true }))).toBeNull();
    expect(visibleVariant(facts({ ...blurred, isGranted: true, photoStatus: 'pending' }))).toBeNull();
  });

  it('stamps the grant on an address only when the grant is what makes it clear', () => {
    expect(isClearByGrantOnly(facts({ ...blurred, isGranted: true }))).toBe(true);
    expect(isClearByGrantOnly(facts({ ...blurred, isGranted: true, isMatched: true }))).toBe(false);
    expect(isClearByGrantOnly(facts({ ...blurred, isGranted: true, isMatched: true, matchesSeePhotos: false }))).toBe(
      true,
    );
    expect(isClearByGrantOnly(facts({ isGranted: true }))).toBe(false);
  });

  it('logs clear variants of a blurred photo given to others, not blur variants nor the owner', () => {
    expect(isLoggedView(facts(blurred), 'display')).toBe(true);
    expect(isLoggedView(facts(blurred), 'thumb')).toBe(true);
    expect(isLoggedView(facts(blurred), 'blur')).toBe(false);
    expect(isLoggedView(facts({ ...blurred, isOwner: true }), 'display')).toBe(false);
    expect(isLoggedView(facts(), 'display')).toBe(false);
  });
});
