import type { UpdateProfileSchema } from '@mithaq/contracts/profiles-api';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { members, type PartnerPreferences } from '../../platform/db/schema.js';
import type { PreferenceColumns } from '../discovery/index.js';
import { nextPhotoVersion } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';

export type ProfileChanges = Omit<z.output<typeof UpdateProfileSchema>, 'partner'> &
  PreferenceColumns &
  Partial<Pick<MemberRow, 'countryCode' | 'latitude' | 'longitude'>>;
/**
 * Writes only the given columns; partner keys are merged into the stored object (jsonb ||). Turning
 * blur on raises the photo version in the same statement, so display addresses issued before stop
 * opening at once (docs/decisions/0005-photos.md "Photo addresses").
 */
export async function updateProfile(
  db: Db,
  memberId: string,
  changes: ProfileChanges,
  partner: Partial<PartnerPreferences>,
) {
  const partnerMerge = Object.keys(partner).length
    ? { partner: sql`${members.partner} || ${JSON.stringify(partner)}::jsonb` }
    : {};
  const blurOn = changes.photoBlurred ? { photoVersion: nextPhotoVersion(sql`not ${members.photoBlurred}`) } : {};
  await db
    .update(members)
    .set({ ...changes, ...partnerMerge, ...blurOn, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/**
 * Records that the wizard opens by itself now, unless it did so after `since` (another tab or device
 * was first): one conditional update, so two requests at once cannot both open it. True when recorded.
 */
export async function claimWizardPrompt(db: Db, memberId: string, now: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ wizardPromptedAt: now })
    .where(and(eq(members.id, memberId), or(isNull(members.wizardPromptedAt), lte(members.wizardPromptedAt, since))))
    .returning({ id: members.id });
  return rows.length > 0;
}
