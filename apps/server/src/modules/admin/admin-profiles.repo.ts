import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import { govtIds, members, photos } from '../../platform/db/schema.js';

/** `%fragment%` with LIKE's own wildcards taken literally. */
export function containsPattern(fragment: string): string {
  return `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ProfileFilter {
  status: string | null;
  search: string | null;
}

/** Name or email contains the fragment: each side is a trigram GIN index scan (migration 0002). */
function whereOf({ status, search }: ProfileFilter): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    status ? eq(members.accountStatus, status) : undefined,
    pattern
      ? or(sql`lower(${members.fullName}) like ${pattern}`, sql`lower(${members.email}) like ${pattern}`)
      : undefined,
  );
}

/** Trigrams need three characters; a shorter fragment is served better by a scan. */
const TRIGRAM = 3;

/**
 * One page and the total. With a search, the planner is told not to scan the table: it underrates
 * lower() over every row and picks a 90 ms scan over a 5 ms trigram bitmap at 100,000 members
 * (bench/admin-search.bench.ts).
 */
export async function listProfiles(db: Db, filter: ProfileFilter, offset: number, limit: number) {
  if (!filter.search || filter.search.length < TRIGRAM) return pageAndTotal(db, filter, offset, limit);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return pageAndTotal(tx, filter, offset, limit);
  });
}

async function pageAndTotal(db: Executor, filter: ProfileFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  // Sequential, not concurrent: on a transaction both must run on its one connection.
  const rows = await db
    .select({
      member: members,
      photoStatus: photos.status,
      govtIdStatus: govtIds.status,
    })
    .from(members)
    .leftJoin(photos, eq(photos.id, members.photoId))
    .leftJoin(govtIds, eq(govtIds.memberId, members.id))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The SQL the list runs, for a test (and the benchmark) to EXPLAIN. */
export function listProfilesQuery(db: Db, filter: ProfileFilter, limit: number) {
  return db
    .select({ id: members.id })
    .from(members)
    .where(whereOf(filter))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .toSQL();
}

/** Current photos under review (or decided), with who submitted them; the pending queue oldest first. */
export function listPhotoSubmissions(db: Db, status: string | null) {
  return db
    .select({
      member: {
        id: members.id,
        fullName: members.fullName,
        email: members.email,
        city: members.city,
        photoVersion: members.photoVersion,
      },
      photo: {
        id: photos.id,
        status: photos.status,
        reviewNotes: photos.reviewNotes,
        reviewedAt: photos.reviewedAt,
        createdAt: photos.createdAt,
      },
    })
    .from(photos)
    .innerJoin(members, eq(members.photoId, photos.id))
    .where(and(status ? eq(photos.status, status) : undefined, sql`${members.accountStatus} <> 'deleted'`))
    .orderBy(status === 'pending' ? photos.createdAt : desc(photos.createdAt))
    .limit(500);
}
