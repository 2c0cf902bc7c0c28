import { DISCOVERY_MESSAGES } from '@mithaq/contracts/discovery';
import type { MatchScore } from '@mithaq/contracts/match-score';
import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { findMemberById } from '../members/index.js';
import { fitBetween } from './fit.js';

/**
 * `GET /api/discovery/fit/:id`: how the viewer and any member they may see fit each other. Unknown,
 * inactive and blocked (either way) answer the same 404, as the profile does.
 */
export async function explainFit(ctx: AppContext, viewerId: string, otherId: string): Promise<MatchScore> {
  const other = await findVisibleMember(ctx, viewerId, otherId);
  if (!other || other.id === viewerId) throw new AppError('NOT_FOUND', DISCOVERY_MESSAGES.fitNotAvailable);
  const viewer = await findMemberById(ctx.db, viewerId);
  if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  return fitBetween(viewer, other);
}
