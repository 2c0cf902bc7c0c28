import { describeDatabaseError, isDatabaseError } from './database-errors.js';

/**
 * Log serializers that keep personal data and secrets out of the logs (OWASP ASVS 16.2.5 / the
 * OWASP Logging cheat sheet: no passwords, tokens, or personal data). The Authorization header is
 * removed by the logger's `redact`; these handle what can hide in error texts and addresses.
 */

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s"']+/g;

/** Emails and password hashes in free text (an SMTP reply, a library's message) are masked. */
export function scrubText(text: string): string {
  return text.replace(PASSWORD_HASH, '[hash]').replace(EMAIL, '[email]');
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** A stack's frames without its first line, which repeats the message (a failed query's values). */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame === -1 ? '' : stack.slice(firstFrame + 1);
}

/** A database error by code and statement only; any other error with its text scrubbed. */
export function serializeError(err: unknown): LoggedError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  if (isDatabaseError(err)) {
    const described = describeDatabaseError(err);
    return { ...described, message: `database error ${described.code ?? ''}`.trim(), stack: framesOf(e.stack) };
  }
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: scrubText(String(err)), stack: '' };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? scrubText(e.message) : '',
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    stack: typeof e.stack === 'string' ? scrubText(e.stack) : '',
  };
}

/**
 * A request's address with its query values dropped: signed photo addresses carry a signature, and
 * staff search and browse filters carry what people typed (names, emails).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${names.map((n) => `${encodeURIComponent(n)}=~`).join('&')}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

export function serializeRequest(req: RequestLike): { [key: string]: unknown } {
  return { method: req.method, url: req.url ? redactUrl(req.url) : undefined, remoteAddress: req.ip };
}
