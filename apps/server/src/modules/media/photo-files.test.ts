import { describe, expect, it } from 'vitest';
import type { Bucket, PresignOptions } from '../../platform/storage/storage.js';
import { BUCKET_ADDRESS_SECONDS, bucketAddress } from './photo-files.js';

/** Records what would be signed; the signing itself is the SDK's (tested against s3rver). */
function recordingBucket() {
  const calls: { key: string; expiresIn: number; options: PresignOptions }[] = [];
  const bucket = {
    presignedGetUrl: async (key: string, expiresIn: number, options: PresignOptions) => {
      calls.push({ key, expiresIn, options });
      return `${key}@${options.signedAt?.toISOString()}+${expiresIn}`;
    },
  } as unknown as Bucket;
  return { bucket, calls };
}

const file = { storageKey: 'photos/p/blur', contentType: 'image/webp' };
const at = (iso: string) => Date.parse(iso);
const seconds = (iso: string) => at(iso) / 1000;

describe('bucketAddress', () => {
  it('signs at the start of a 4-minute step, for 5 minutes, with the type and a private cache', async () => {
    const { bucket, calls } = recordingBucket();
    await bucketAddress(bucket, file, seconds('2026-01-01T02:00:00Z'), at('2026-01-01T00:05:30Z'));
    expect(calls[0]).toEqual({
      key: 'photos/p/blur',
      expiresIn: BUCKET_ADDRESS_SECONDS,
      options: {
        contentType: 'image/webp',
        cacheControl: 'private, max-age=300',
        signedAt: new Date('2026-01-01T00:04:00Z'),
      },
    });
  });

  it('gives the same address throughout a step, and a new one in the next', async () => {
    const { bucket } = recordingBucket();
    const until = seconds('2026-01-01T02:00:00Z');
    const a = await bucketAddress(bucket, file, until, at('2026-01-01T00:04:00Z'));
    const b = await bucketAddress(bucket, file, until, at('2026-01-01T00:07:59Z'));
    const c = await bucketAddress(bucket, file, until, at('2026-01-01T00:08:00Z'));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('ends no later than our own address', async () => {
    const { bucket, calls } = recordingBucket();
    const until = seconds('2026-01-01T00:06:00Z');
    await bucketAddress(bucket, file, until, at('2026-01-01T00:05:00Z'));
    const call = calls[0];
    expect(call?.expiresIn).toBe(120);
    expect((call?.options.signedAt?.getTime() ?? 0) / 1000 + (call?.expiresIn ?? 0)).toBe(until);
  });

  it('is still good for at least a minute when asked at the end of a step', async () => {
    const { bucket, calls } = recordingBucket();
    const now = at('2026-01-01T00:07:59Z');
    await bucketAddress(bucket, file, undefined, now);
    const call = calls[0];
    const end = (call?.options.signedAt?.getTime() ?? 0) + (call?.expiresIn ?? 0) * 1000;
    expect(end - now).toBeGreaterThanOrEqual(60_000);
  });
});
