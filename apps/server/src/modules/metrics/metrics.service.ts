import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from '../../lib/app-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`, and does not exist without
 * the setting. Both sides are hashed first so the comparison takes the same time whatever was sent
 * (OWASP ASVS 11.2.4: constant-time comparison of secrets).
 */
export function assertMetricsAccess(token: string | undefined, authorization: string | undefined): void {
  if (!token) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new AppError('UNAUTHORIZED', MESSAGES.metricsTokenRequired);
  }
}
