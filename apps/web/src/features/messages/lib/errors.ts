import type { Translate } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** Spec section 8 "Inbox": 401 asks the member to sign in again; else the server's words, else the fallback. */
export function inboxErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 401) return t('messages.errors.signInAgain');
  return errorMessage(error, t('messages.errors.inboxFailed'));
}

/**
 * Spec section 8 "Messaging": 'Failed to load conversation' heads the error; the server's reason (for
 * example 'This conversation is not available.') follows when there is one.
 */
export function threadErrorDetail(error: unknown, t: Translate): string | null {
  const message = errorMessage(error, '');
  return message && message !== t('messages.errors.loadConversationFailed') ? message : null;
}

/** Whether retrying cannot help: the server answered the request and refused it (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
