import { RANKED_POOL_SIZE, type SearchSort } from '@mithaq/contracts/discovery';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { epochMicros } from '../../platform/db/keyset.js';
import { interests, joinDay, members, trustChecks } from '../../platform/db/schema.js';
import { blockedEitherWayIds } from '../blocks/index.js';
import type { MemberRow } from '../members/member-row.js';
import { notInterestedIds } from '../shortlist/index.js';
import { notIncognito } from '../visits/index.js';
import { candidateDistance } from './fit-sql.js';

/**
 * The search and My matches statement (docs/decisions/0064-finding-the-right-person.md "Searching"):
 * active members of one gender other than the viewer, neither blocked nor with an interest either way,
 * that pass `conditions`, in one of four orders, keyset-paged. "Best" ranks a pool: the
 * RANKED_POOL_SIZE most recently active members that pass, by the two-way score.
 */
export interface CandidateQuery {
  viewerId: string;
  gender: string;
  conditions: SQL[];
  sort: SearchSort;
  /** The score of a row, for the best order. */
  score: SQL;
  /** The point distances are measured from; required by the nearest order. */
  center: { latitude: number; longitude: number } | null;
  after: unknown[] | null;
  limit: number;
}

export interface CandidateRow {
  member: MemberRow;
  distanceKm: number | null;
  /** The values of the row's place in its order, for the next cursor. */
  position: unknown[];
}

/**
 * Members the viewer has an interest row with, either way and in any status, as an array subquery run
 * once per statement (see blocks' `blockedEitherWayIds`).
 */
export const interestCounterpartIds = (viewerId: string | SQL) =>
  sql`array(select ${interests.toId} from ${interests} where ${interests.fromId} = ${viewerId}
    union all select ${interests.fromId} from ${interests} where ${interests.toId} = ${viewerId})`;

/**
 * Who may be listed at all: active, of the gender sought, not the viewer, neither blocked nor with an
 * interest either way (spec section 2 "Browse"; docs/decisions/0007-profiles-browse-interests-server.md),
 * not marked "not interested" by the viewer, not incognito (whoever an incognito member sent interest to
 * or matched with has an interest row with them, so is never shown them here anyway;
 * docs/decisions/0065-coming-back.md "Incognito"), and passing `conditions`.
 */
function eligible(q: Pick<CandidateQuery, 'viewerId' | 'gender' | 'conditions'>) {
  return and(
    sql`${members.accountStatus} = 'active'`,
    sql`${members.gender} = ${q.gender}`,
    sql`${members.id} <> ${q.viewerId}`,
    sql`not (${members.id} = any(${blockedEitherWayIds(q.viewerId)}))`,
    sql`not (${members.id} = any(${interestCounterpartIds(q.viewerId)}))`,
    sql`not (${members.id} = any(${notInterestedIds(q.viewerId)}))`,
    notIncognito,
    ...q.conditions,
  );
}

const memberJoinDay = joinDay(members);
const memberChecks = trustChecks(members);

interface Order {
  /** The order's keys, first to last; all descending except nearest's, which ascend. */
  keys: SQL[];
  descending: boolean;
}

function orderOf(q: Pick<CandidateQuery, 'sort' | 'score'>, distance: SQL): Order {
  switch (q.sort) {
    case 'newest':
      return {
        keys: [memberJoinDay, memberChecks, sql`${epochMicros(members.createdAt)}::bigint`, sql`${members.id}`],
        descending: true,
      };
    case 'active':
      return { keys: [sql`${epochMicros(members.lastActiveAt)}::bigint`, sql`${members.id}`], descending: true };
    case 'nearest':
      return { keys: [sql`round(${distance}::numeric, 6)`, sql`${members.id}`], descending: false };
    case 'best':
      return {
        keys: [q.score, sql`${epochMicros(members.lastActiveAt)}::bigint`, sql`${members.id}`],
        descending: true,
      };
  }
}

/** Rows after the cursor's position in the order: one row comparison, so the page walks on. */
function afterPosition(order: Order, after: unknown[] | null): SQL | undefined {
  if (!after || after.length !== order.keys.length) return undefined;
  const values = after.map((v) => sql`${v}`);
  const types = order.keys.map((_, i) => (i === order.keys.length - 1 ? sql`::uuid` : sql``));
  const row = sql.join(
    values.map((v, i) => sql`${v}${types[i]}`),
    sql`, `,
  );
  return order.descending
    ? sql`(${sql.join(order.keys, sql`, `)}) < (${row})`
    : sql`(${sql.join(order.keys, sql`, `)}) > (${row})`;
}

export async function findCandidates(db: Db, q: CandidateQuery): Promise<CandidateRow[]> {
  const distance = q.center ? candidateDistance(q.center) : sql`null::float8`;
  const order = orderOf(q, distance);
  const base = eligible(q);
  const pool =
    q.sort === 'best'
      ? sql`${members.id} in (select ${members.id} from ${members} where ${base}
          order by ${members.lastActiveAt} desc, ${members.id} desc limit ${RANKED_POOL_SIZE})`
      : base;
  const keysetCondition = afterPosition(order, q.after);
  const direction = order.descending ? sql`desc` : sql`asc`;
  const rows = await db
    .select({
      member: members,
      distanceKm: sql<number | null>`${distance}`,
      position: sql<unknown[]>`json_build_array(${sql.join(order.keys, sql`, `)})`,
    })
    .from(members)
    .where(and(pool, keysetCondition))
    .orderBy(...order.keys.map((key) => sql`${key} ${direction}`))
    .limit(q.limit + 1);
  return rows.map((r) => ({ ...r, distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) }));
}

/**
 * The first rows of the nearest order when they all stand at `center` itself: members carry their
 * city's coordinates, so a busy city's members are all at distance 0 and tie, ordered by id. Read on
 * members_same_place_idx by id instead of working out and sorting the distance of the whole city
 * (bench/discovery/README.md "search nearest"). Positions as the nearest order writes them.
 */
export async function findAtPoint(
  db: Db,
  q: Pick<CandidateQuery, 'viewerId' | 'gender' | 'conditions' | 'after' | 'limit'>,
  center: { latitude: number; longitude: number },
): Promise<CandidateRow[]> {
  const afterId = q.after && Number(q.after[0]) === 0 ? String(q.after[1]) : null;
  const rows = await db
    .select({ member: members })
    .from(members)
    .where(
      and(
        eligible(q),
        sql`${members.latitude} = ${center.latitude}::float8`,
        sql`${members.longitude} = ${center.longitude}::float8`,
        afterId === null ? undefined : sql`${members.id} > ${afterId}::uuid`,
      ),
    )
    .orderBy(members.id)
    .limit(q.limit + 1);
  return rows.map((r) => ({ member: r.member, distanceKm: 0, position: [0, r.member.id] }));
}

/**
 * How many of the gender's most recently active members My matches looks among: with musts, the
 * planner would otherwise expect too few to pass for an ordered walk and read every member of the
 * gender (bench/discovery/README.md).
 */
const MATCH_WINDOW = 20_000;

/** The MATCH_WINDOW most recently active members of the gender, under the name "members". */
const recentlyActiveWindow = (gender: string) => sql`(select * from ${members}
      where ${members.accountStatus} = 'active' and ${members.gender} = ${gender}
      order by ${members.lastActiveAt} desc, ${members.id} desc limit ${MATCH_WINDOW}) as "members"`;

/**
 * The MATCH_WINDOW most recently active members of the gender who may be listed by anyone (active, not
 * incognito), most recently active first: the members daily picks choose among, read once per run
 * (pick-window.ts). Who may be listed for one viewer (blocks, interests, "not interested") is read apart.
 */
export function recentlyActiveListable(db: Db, gender: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(
      and(
        sql`${members.id} in (select ${members.id} from ${members}
          where ${members.accountStatus} = 'active' and ${members.gender} = ${gender}
          order by ${members.lastActiveAt} desc, ${members.id} desc limit ${MATCH_WINDOW})`,
        notIncognito,
      ),
    )
    .orderBy(sql`${members.lastActiveAt} desc`, sql`${members.id} desc`);
}

/**
 * Per viewer of `viewerIds`, whom search would leave out for them alone (blocked either way, an interest
 * either way, marked "not interested"; as `eligible`) and whom `alsoExcluded` names: one statement for a
 * batch of viewers, each list read on its own index.
 */
export async function excludedPerViewer(
  db: Db,
  viewerIds: string[],
  alsoExcluded: (viewerId: SQL) => SQL,
): Promise<Map<string, Set<string>>> {
  const viewer = sql`v.id`;
  const result = await db.execute<{ viewer_id: string; excluded: string[] }>(sql`
    select v.id::text as viewer_id,
      (${blockedEitherWayIds(viewer)} || ${interestCounterpartIds(viewer)} || ${notInterestedIds(viewer)}
        || ${alsoExcluded(viewer)})::text[] as excluded
    from unnest(${sql.param(viewerIds)}::uuid[]) as v(id)`);
  return new Map(result.rows.map((r) => [r.viewer_id, new Set(r.excluded)]));
}

/**
 * My matches' pool statement: the RANKED_POOL_SIZE most recently active members who pass `conditions`
 * (both sides' musts) among the MATCH_WINDOW most recently active of the gender, each with the first of
 * `levels` it passes (0: the preferences as asked; then each widening step), or null when it passes
 * none of them. Built, not run: match-pool.repo.ts runs it when no fresh stored pool answers.
 */
export function matchPoolStatement(
  db: Db,
  q: Pick<CandidateQuery, 'viewerId' | 'gender' | 'conditions'>,
  levels: SQL[],
) {
  const level = levels.length
    ? sql`case ${sql.join(
        levels.map((condition, i) => sql`when ${condition} then ${sql.raw(String(i))}`),
        sql` `,
      )} end`
    : sql`0`;
  return (
    db
      // Columns as SQL: they name the window's alias, "members", which drizzle does not know as a table.
      .select({ id: sql<string>`${members.id}`, level: sql<number | null>`${level}` })
      .from(recentlyActiveWindow(q.gender))
      .where(eligible(q))
      .orderBy(sql`${members.lastActiveAt} desc`, sql`${members.id} desc`)
      .limit(RANKED_POOL_SIZE)
  );
}

/** The active members of `ids` in the best order (score, then recent activity), keyset-paged. */
export async function rankMembers(
  db: Db,
  q: Pick<CandidateQuery, 'score' | 'center' | 'after' | 'limit'> & { ids: string[] },
): Promise<CandidateRow[]> {
  const distance = q.center ? candidateDistance(q.center) : sql`null::float8`;
  const order = orderOf({ sort: 'best', score: q.score }, distance);
  const rows = await db
    .select({
      member: members,
      distanceKm: sql<number | null>`${distance}`,
      position: sql<unknown[]>`json_build_array(${sql.join(order.keys, sql`, `)})`,
    })
    .from(members)
    .where(
      and(
        sql`${members.id} = any(${sql.param(q.ids)}::uuid[])`,
        // A stored pool (match-pool.repo.ts) may name members who have left or gone incognito since.
        sql`${members.accountStatus} = 'active'`,
        notIncognito,
        afterPosition(order, q.after),
      ),
    )
    .orderBy(...order.keys.map((key) => sql`${key} desc`))
    .limit(q.limit + 1);
  return rows.map((r) => ({ ...r, distanceKm: r.distanceKm === null ? null : Number(r.distanceKm) }));
}
