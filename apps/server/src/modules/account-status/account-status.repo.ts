import { DEFAULT_TIME_ZONE } from '@mithaq/contracts/time-zone';
import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  blocks,
  chaperoneAcks,
  conversations,
  govtIds,
  guardians,
  interests,
  liveStreams,
  members,
  messageNotices,
  messages,
  notificationSettings,
  notifications,
  passwordResetTokens,
  photos,
  pushSubscriptions,
  sessions,
  supportTickets,
} from '../../platform/db/schema.js';
import { photoFileKeys } from '../media/index.js';
import { deleteContactHistory, nextPhotoVersion } from '../members/index.js';
import { forgetMemberFingerprints } from '../safety/index.js';
import { deleteSelfieRows, govtIdFileKeys, selfieFileKeys } from '../verification/index.js';

/**
 * Leaving `active` raises the photo version in the same statement: the addresses others hold stop
 * opening at once (docs/decisions/0005-photos.md "Photo addresses").
 */
const photoVersionOnStatusChange = () => nextPhotoVersion(sql`${members.accountStatus} = 'active'`);

export async function setAccountStatus(tx: Tx, memberId: string, accountStatus: string, at: Date): Promise<void> {
  await tx
    .update(members)
    .set({ accountStatus, statusUpdatedAt: at, updatedAt: at, photoVersion: photoVersionOnStatusChange() })
    .where(eq(members.id, memberId));
}

/** Columns a deleted row keeps; every other nullable column is cleared. */
const KEPT = new Set(['id', 'accountStatus', 'deletedAt', 'createdAt', 'updatedAt', 'statusUpdatedAt']);

/**
 * NOT NULL columns cannot be cleared, so they get values that say nothing about the person: an email
 * under the reserved .invalid domain (RFC 2606) frees the real address for a new registration.
 */
const erasedRequired = (memberId: string) => ({
  email: `erased-${memberId}@erased.invalid`,
  passwordHash: '!erased',
  fullName: '',
  age: 18,
  gender: 'Other',
  city: '',
  partner: {},
  openToRelocate: false,
  prefMaritalStatuses: [],
  prefSects: [],
  prefMadhabs: [],
  prefCommitments: [],
  prefProfessions: [],
  prefLanguages: [],
  prefCountries: [],
  prefCityIds: [],
  prefMust: [],
  isVerified: false,
  verificationStatus: 'unverified',
  emailVerified: false,
  phoneVerified: false,
  photoVerified: false,
  membershipTier: 'free',
  planId: 'free',
  photoBlurred: false,
  timeZone: DEFAULT_TIME_ZONE,
});

function clearedColumns(memberId: string): Partial<typeof members.$inferInsert> {
  const cleared: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(members))) {
    if (!KEPT.has(key) && !column.notNull) cleared[key] = null;
  }
  return { ...cleared, ...erasedRequired(memberId) };
}

/**
 * Erasure (docs/decisions/0010-staff-console-and-support.md "Deletion is erasure"): personal fields, photos, ID
 * document, selfie, the messages they sent, their conversations, interests, blocks, support tickets, sessions, reset
 * links, guardians and notifications go; the row keeps its id, `deleted` and the deletion time. Returns the keys of the
 * photo and document files, which the caller deletes once this has committed.
 */
export async function eraseMember(tx: Tx, memberId: string, at: Date): Promise<string[]> {
  const files = [
    ...(await photoFileKeys(tx, memberId)),
    ...(await govtIdFileKeys(tx, memberId)),
    ...(await selfieFileKeys(tx, memberId)),
  ];
  await tx
    .update(members)
    .set({
      ...clearedColumns(memberId),
      accountStatus: 'deleted',
      deletedAt: at,
      statusUpdatedAt: at,
      updatedAt: at,
      photoVersion: photoVersionOnStatusChange(),
    })
    .where(eq(members.id, memberId));
  await tx.delete(photos).where(eq(photos.memberId, memberId));
  await tx.delete(govtIds).where(eq(govtIds.memberId, memberId));
  await deleteSelfieRows(tx, memberId);
  await forgetMemberFingerprints(tx, memberId);
  await tx.delete(messages).where(eq(messages.senderId, memberId));
  await tx.delete(conversations).where(or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)));
  await tx.delete(interests).where(or(eq(interests.fromId, memberId), eq(interests.toId, memberId)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
  await tx.delete(supportTickets).where(eq(supportTickets.memberId, memberId));
  await tx.delete(sessions).where(eq(sessions.memberId, memberId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId));
  await deleteContactHistory(tx, memberId);
  // Their guardians (with the guardians' sessions and acknowledgements) and their own acknowledgements.
  await tx.delete(guardians).where(eq(guardians.memberId, memberId));
  await tx.delete(chaperoneAcks).where(eq(chaperoneAcks.memberId, memberId));
  await eraseNotifications(tx, memberId);
  return files;
}

/**
 * The row stays, so the foreign keys' cascades never fire: their feed and settings, their devices, and
 * others' notifications about them (the interests and messages those told of are gone too).
 */
async function eraseNotifications(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(notifications).where(or(eq(notifications.memberId, memberId), eq(notifications.actorId, memberId)));
  await tx.delete(notificationSettings).where(eq(notificationSettings.memberId, memberId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  await tx
    .delete(messageNotices)
    .where(or(eq(messageNotices.memberId, memberId), eq(messageNotices.senderId, memberId)));
  await tx.delete(liveStreams).where(eq(liveStreams.memberId, memberId));
}

/** Everyone whose inbox lists this member: matches and conversation partners. */
export async function findConversationPartners(tx: Tx, memberId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select case when from_id = ${memberId} then to_id else from_id end as id
      from ${interests} where status = 'accepted' and (from_id = ${memberId} or to_id = ${memberId})
    union
    select case when member_a = ${memberId} then member_b else member_a end
      from ${conversations} where member_a = ${memberId} or member_b = ${memberId}`);
  return rows.map((r) => r.id);
}
