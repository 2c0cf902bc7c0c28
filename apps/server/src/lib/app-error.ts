import { type AppErrorCode, ERROR_STATUS } from '@mithaq/contracts/errors';

/**
 * The one error path: services throw, the error handler (plugins/errors.ts) maps. The codes live in
 * contracts (packages/contracts/src/errors.ts) so the web can switch on them.
 */
export type ErrorCode = AppErrorCode;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as `Retry-After` (RFC 9110 section 10.2.3) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
