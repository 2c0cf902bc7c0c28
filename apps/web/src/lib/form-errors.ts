import type { z } from 'zod';
import { translateErrorText } from '../i18n/error-text';

/** A zod issue's message in the reader's language (the contracts write them in English). */
export const issueMessage = (issue: { message: string }) => translateErrorText(issue.message);

/** First message per top-level field from a failed zod parse, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issueMessage(issue);
  }
  return out;
}
