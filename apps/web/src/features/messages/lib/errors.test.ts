import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { ApiError } from '../../../lib/api-client';
import { inboxErrorMessage, isClientError, threadErrorDetail } from './errors';

const t = testTranslator('en');

describe('inboxErrorMessage', () => {
  it('asks to sign in again on 401', () => {
    expect(inboxErrorMessage(new ApiError(401, 'Your session has ended.', 'UNAUTHORIZED'), t)).toBe(
      'Please sign in again to continue messaging.',
    );
  });

  it("shows the server's message, else the fallback", () => {
    expect(inboxErrorMessage(new ApiError(500, 'Database is down', 'INTERNAL'), t)).toBe('Database is down');
    expect(inboxErrorMessage(new ApiError(0, '', 'NETWORK'), t)).toBe('Failed to load inbox');
    expect(inboxErrorMessage(new Error('boom'), t)).toBe('Failed to load inbox');
  });
});

describe('threadErrorDetail', () => {
  it("gives the server's reason, or nothing", () => {
    expect(threadErrorDetail(new ApiError(404, 'This conversation is not available.', 'NOT_FOUND'), t)).toBe(
      'This conversation is not available.',
    );
    expect(threadErrorDetail(new ApiError(0, '', 'NETWORK'), t)).toBeNull();
  });
});

describe('isClientError', () => {
  it('is true for 4xx only', () => {
    expect(isClientError(new ApiError(404, '', 'NOT_FOUND'))).toBe(true);
    expect(isClientError(new ApiError(503, '', 'ERROR'))).toBe(false);
    expect(isClientError(new Error('x'))).toBe(false);
  });
});
