import type { ContactPrivacy, ContactPrivacyUpdate } from '@mithaq/contracts/contact-privacy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';

const columns = {
  interestFromVerifiedOnly: members.interestFromVerifiedOnly,
  messagesFromVerifiedOnly: members.messagesFromVerifiedOnly,
};

/** Null when the member's row is gone. */
export async function findContactPrivacy(db: Db, memberId: string): Promise<ContactPrivacy | null> {
  const [row] = await db.select(columns).from(members).where(eq(members.id, memberId));
  return row ?? null;
}

/** Saves what changed and answers the whole state; null when the member's row is gone. */
export async function updateContactPrivacy(
  db: Db,
  memberId: string,
  change: ContactPrivacyUpdate,
): Promise<ContactPrivacy | null> {
  const [row] = await db
    .update(members)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning(columns);
  return row ?? null;
}
