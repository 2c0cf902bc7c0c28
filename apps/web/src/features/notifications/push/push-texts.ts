import type { Translate } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { PushSetupError } from './use-push-subscription';

const PROBLEM_KEYS = {
  blocked: 'notifications.push.blocked',
  unsupported: 'notifications.push.unsupported',
  unavailable: 'notifications.push.unavailable',
} as const;

/**
 * What to tell the member when push could not be turned on or off: the browser's refusal, a browser
 * without push, a site without a push key, else the server's message or a general one. Null when
 * the member closed the browser's question without answering: nothing went wrong.
 */
export function pushErrorText(t: Translate, error: unknown): string | null {
  if (!error) return null;
  if (error instanceof PushSetupError) {
    return error.problem === 'dismissed' ? null : t(PROBLEM_KEYS[error.problem]);
  }
  return errorMessage(error, t('notifications.push.failed'));
}
