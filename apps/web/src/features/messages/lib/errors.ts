import { MESSAGING_MESSAGES } from '@mithaq/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** Spec section 8 "Inbox": 401 asks the member to sign in again; else the server's words, else the fallback. */
export function inboxErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGING_MESSAGES.signInAgain;
  return errorMessage(error, MESSAGING_MESSAGES.inboxFailed);
}

/**
 * Spec section 8 "Messaging": 'Failed to load conversation' heads the error; the server's reason (for
 * example 'This conversation is not available.') follows when there is one.
 */
export function threadErrorDetail(error: unknown): string | null {
  const message = errorMessage(error, '');
  return message && message !== MESSAGING_MESSAGES.loadConversationFailed ? message : null;
}

/** Whether retrying cannot help: the server answered the request and refused it (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
