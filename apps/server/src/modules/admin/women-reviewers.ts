import { ADMIN_MESSAGES } from '@mithaq/contracts/admin';
import { SELFIE_MESSAGES } from '@mithaq/contracts/selfie';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { StaffActor } from '../audit/audit.service.js';
import { findMemberById } from '../members/index.js';
import { findAdminById } from './admin-auth.repo.js';

/**
 * Whether this staff account reviews women (`admins.reviews_women`, set at creation): only such staff
 * see and decide the selfie and ID of a member who asked for women staff (docs/decisions/0033-selfie-verification.md).
 */
export async function reviewsWomen(ctx: AppContext, actor: StaffActor): Promise<boolean> {
  const admin = await findAdminById(ctx.db, actor.adminId);
  return admin?.reviewsWomen ?? false;
}

/** 403 for staff who may not review this member's selfie and ID; 404 for no such member. */
export async function assertMayReviewDocuments(ctx: AppContext, actor: StaffActor, memberId: string): Promise<void> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  if (member.womenReviewersOnly && !(await reviewsWomen(ctx, actor)))
    throw new AppError('FORBIDDEN', SELFIE_MESSAGES.womenReviewersOnly);
}
