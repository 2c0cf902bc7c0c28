import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token.js';

const secret = 'x'.repeat(40);

describe('session tokens', () => {
  it('round-trips a session id', () => {
    const id = randomUUID();
    expect(readSessionToken(signSessionToken(id, secret), secret)).toBe(id);
  });

  it('rejects a token signed with another secret, a changed id and garbage', () => {
    const id = randomUUID();
    const token = signSessionToken(id, secret);
    expect(readSessionToken(token, 'y'.repeat(40))).toBeNull();
    expect(readSessionToken(token.replace(id, randomUUID()), secret)).toBeNull();
    expect(readSessionToken('garbage', secret)).toBeNull();
    expect(readSessionToken('.sig', secret)).toBeNull();
  });
});
