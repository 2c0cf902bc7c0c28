import { describe, expect, it } from 'vitest';
import { MEMBER_TOKEN_STORAGE_KEY, SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT_SCRIPT } from './signed-in-hint.js';

/** Runs the head script against a stand-in document and storage, returning the attributes it set on `<html>`. */
function runHint(getItem: (key: string) => string | null): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', SIGNED_IN_HINT_SCRIPT)({ getItem }, document);
  return attributes;
}

describe('the signed-in hint script', () => {
  it('marks the page when this browser holds a member token', () => {
    const stored: Record<string, string> = { [MEMBER_TOKEN_STORAGE_KEY]: 'abc.def' };
    expect(runHint((key) => stored[key] ?? null)).toEqual({ [SIGNED_IN_ATTRIBUTE]: '' });
  });

  it('leaves a visitor page unmarked', () => {
    expect(runHint(() => null)).toEqual({});
  });

  it('leaves the page unmarked when storage cannot be read', () => {
    expect(
      runHint(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual({});
  });
});
