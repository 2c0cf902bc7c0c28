import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';

/**
 * A value for `members.photo_version` in an UPDATE: one more than now, or only where `when` holds
 * (it sees the row as it was before the update). A raised version ends every address of the member's
 * photo issued before (docs/decisions/0005-photos.md "Photo addresses").
 */
export function nextPhotoVersion(when?: SQL): SQL<number> {
  return when
    ? sql<number>`${members.photoVersion} + (case when ${when} then 1 else 0 end)`
    : sql<number>`${members.photoVersion} + 1`;
}

/** Ends every address of these members' photos issued so far (docs/decisions/0005-photos.md "Photo addresses"). */
export async function revokePhotoAddresses(db: Executor, memberIds: string[]): Promise<void> {
  await db.update(members).set({ photoVersion: nextPhotoVersion() }).where(inArray(members.id, memberIds));
}
