import { describe, expect, it } from 'vitest';
import type { SelfieRow } from './selfie.repo.js';
import { isPhotoVerified, toSelfieStatus } from './selfie.service.js';

const row = (over: Partial<SelfieRow> = {}): SelfieRow => ({
  memberId: '6b1f3c1e-2a4d-4c8e-9f10-2b3c4d5e6f70',
  status: 'verified',
  pose: 'thumbs-up',
  contentType: 'image/webp',
  storageKey: 'selfies/x/y',
  uploadedAt: new Date('2026-11-01T10:00:00Z'),
  reviewedAt: new Date('2026-11-02T10:00:00Z'),
  reviewedBy: null,
  notes: null,
  erasedAt: null,
  recheckSince: null,
  ...over,
});

describe('the selfie as its member sees it', () => {
  it('is none without a row', () => {
    expect(toSelfieStatus(null)).toMatchObject({ status: 'none', pose: null, recheck: 'none' });
  });

  it('asks staff to compare again while the image is kept, and the member for a new selfie once it is erased', () => {
    const since = new Date('2026-11-10T10:00:00Z');
    expect(toSelfieStatus(row({ recheckSince: since })).recheck).toBe('review');
    expect(toSelfieStatus(row({ recheckSince: since, storageKey: null })).recheck).toBe('retake');
    expect(toSelfieStatus(row()).recheck).toBe('none');
  });
});

describe('photo verified', () => {
  it('is a verified selfie with no new photo waiting for a comparison', () => {
    expect(isPhotoVerified(row())).toBe(true);
    expect(isPhotoVerified(row({ storageKey: null, erasedAt: new Date() }))).toBe(true);
    expect(isPhotoVerified(row({ recheckSince: new Date() }))).toBe(false);
    expect(isPhotoVerified(row({ status: 'pending' }))).toBe(false);
    expect(isPhotoVerified(null)).toBe(false);
  });
});
