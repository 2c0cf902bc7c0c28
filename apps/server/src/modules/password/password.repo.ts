import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.js';
import { members, passwordResetTokens, sessions } from '../../platform/db/schema.js';

const tokenIsLive = and(
  isNull(passwordResetTokens.usedAt),
  isNull(passwordResetTokens.revokedAt),
  gt(passwordResetTokens.expiresAt, sql`now()`),
);

export async function insertToken(tx: Tx, memberId: string, tokenHash: string, ttlMinutes: number) {
  const [row] = await tx
    .insert(passwordResetTokens)
    .values({ memberId, tokenHash, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .returning({ id: passwordResetTokens.id, expiresAt: passwordResetTokens.expiresAt });
  if (!row) throw new Error('reset token insert returned nothing');
  return row;
}

/** Ends every link of the member that could still be used (a newer one, or a new password, replaces them). */
export async function revokeLiveTokens(db: Executor, memberId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.memberId, memberId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.revokedAt),
      ),
    );
}

/** Rows older than a day count for nothing any more. */
export async function deleteOldTokens(tx: Tx, memberId: string): Promise<void> {
  await tx
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.memberId, memberId), sql`${passwordResetTokens.createdAt} < now() - interval '1 day'`),
    );
}

export async function revokeToken(db: Executor, tokenId: string): Promise<void> {
  await db.update(passwordResetTokens).set({ revokedAt: sql`now()` }).where(eq(passwordResetTokens.id, tokenId));
}

/** The live link with this hash and its member, locked until the transaction ends (single use). */
export async function lockLiveToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      tokenId: passwordResetTokens.id,
      memberId: members.id,
      email: members.email,
      fullName: members.fullName,
      locale: members.locale,
      accountStatus: members.accountStatus,
    })
    .from(passwordResetTokens)
    .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), tokenIsLive))
    .for('update', { of: passwordResetTokens });
  return row ?? null;
}

export async function markTokenUsed(tx: Tx, tokenId: string): Promise<void> {
  await tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(eq(passwordResetTokens.id, tokenId));
}

export async function setPasswordHash(tx: Tx, memberId: string, passwordHash: string): Promise<void> {
  await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
}

/** Ends every session of the member but `keepSessionId` (the one that changed the password). */
export async function revokeOtherSessions(tx: Tx, memberId: string, keepSessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
