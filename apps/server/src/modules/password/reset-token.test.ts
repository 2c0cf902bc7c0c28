import { ResetTokenSchema } from '@mithaq/contracts/password';
import { describe, expect, it } from 'vitest';
import { hashResetToken, newResetToken, resetLink } from './reset-token.js';

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, which the contract accepts', () => {
    const { token } = newResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(ResetTokenSchema.safeParse(token).success).toBe(true);
    expect(newResetToken().token).not.toBe(token);
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const { token, tokenHash } = newResetToken();
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(hashResetToken(token)).toBe(tokenHash);
  });

  it('travel in a link to the reset page', () => {
    expect(resetLink('https://mithaq.example', 'abc-_1')).toBe('https://mithaq.example/reset-password?token=abc-_1');
  });
});
