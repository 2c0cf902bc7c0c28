import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from './disposable-email.js';

describe('isDisposableEmail (docs/decisions/0066-catching-scammers-early.md)', () => {
  it('knows the throwaway services of the maintained list, in any case', () => {
    expect(isDisposableEmail('a@mailinator.com')).toBe(true);
    expect(isDisposableEmail('a@YOPMAIL.com')).toBe(true);
    expect(isDisposableEmail('a@guerrillamail.com.')).toBe(true);
  });

  it('counts any subdomain of a listed domain', () => {
    expect(isDisposableEmail('a@inbox.mailinator.com')).toBe(true);
    expect(isDisposableEmail('a@x.y.yopmail.com')).toBe(true);
  });

  it('leaves ordinary providers, and domains that only end in the same letters', () => {
    for (const email of ['a@gmail.com', 'a@rediffmail.com', 'a@yahoo.co.in', 'a@abcmailinator.com', 'no-at-sign']) {
      expect(isDisposableEmail(email)).toBe(false);
    }
  });
});
