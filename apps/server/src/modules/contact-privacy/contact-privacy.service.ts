import type { ContactPrivacy, ContactPrivacyUpdate } from '@mithaq/contracts/contact-privacy';
import { MESSAGES } from '@mithaq/contracts/messages';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import * as repo from './contact-privacy.repo.js';

/**
 * Settings → Privacy, "Who may contact me" (docs/decisions/0066-catching-scammers-early.md): the
 * switches are read where interests and first messages are sent (modules/interests, modules/messages),
 * so a change holds from the next send.
 */
export async function getContactPrivacy(ctx: AppContext, memberId: string): Promise<ContactPrivacy> {
  const row = await repo.findContactPrivacy(ctx.db, memberId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return row;
}

export async function setContactPrivacy(
  ctx: AppContext,
  memberId: string,
  change: ContactPrivacyUpdate,
): Promise<ContactPrivacy> {
  const row = await repo.updateContactPrivacy(ctx.db, memberId, change);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return row;
}
