import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, variantEtag } from './etag.js';

const photoId = '0b6c3c57-3f0a-4b8e-9a51-8f0f6d3b9a10';
const etag = variantEtag({ photoId, variant: 'display', version: 3 });

describe('variantEtag', () => {
  it('is a quoted strong tag naming the photo, the variant and the version', () => {
    expect(etag).toBe('"0b6c3c57-3f0a-4b8e-9a51-8f0f6d3b9a10.display.3"');
    expect(variantEtag({ photoId, variant: 'blur', version: 3 })).not.toBe(etag);
    expect(variantEtag({ photoId, variant: 'display', version: 4 })).not.toBe(etag);
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, a weak form of it, one of a list, and *', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match no header, another tag, or the tag unquoted', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(etag.slice(1, -1), etag)).toBe(false);
  });
});
