import {
  OPENER_WINDOW_HOURS,
  RISK_PATTERN_WINDOW_DAYS,
  type RiskReason,
  type RiskTally,
} from '@mithaq/contracts/safety/risk';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import {
  members,
  openerPrints,
  photoFlags,
  photos,
  refusedOpeners,
  riskCases,
  riskSignals,
} from '../../platform/db/schema.js';

export interface NewSignal {
  memberId: string;
  kind: 'message' | 'report' | 'opener';
  counterpartId: string | null;
  signals?: string[];
  content?: string | null;
  reportId?: string | null;
  at: Date;
}

export async function insertSignal(db: Executor, s: NewSignal): Promise<void> {
  await db.insert(riskSignals).values({
    memberId: s.memberId,
    kind: s.kind,
    counterpartId: s.counterpartId,
    signals: s.signals ?? [],
    content: s.content ?? null,
    reportId: s.reportId ?? null,
    createdAt: s.at,
  });
}

type RawTally = {
  pattern_members: number;
  reporters: number;
  openers: number;
  photo_flags: number;
  since: Date | string | null;
};

/**
 * What counts towards the queue now (docs/decisions/0067-risk-record.md "Entering the queue"): different
 * members in conversations the detector flagged within the window, different reporters, copied openers,
 * photo flags staff did not dismiss; each only after staff's last decision on the member, so a decided
 * member comes back on new signals only.
 */
export async function tallySignals(
  db: Executor,
  memberId: string,
  now: Date,
): Promise<Omit<RiskTally, 'openerSpread'> & { since: Date | null }> {
  const windowStart = new Date(now.getTime() - RISK_PATTERN_WINDOW_DAYS * 24 * 3600 * 1000);
  const { rows } = await db.execute<RawTally>(sql`
    with since as (
      select coalesce((select decided_at from ${riskCases} where member_id = ${memberId}::uuid), '-infinity') as t
    ),
    mine as (
      select s.kind, s.counterpart_id, s.created_at from ${riskSignals} s, since
       where s.member_id = ${memberId}::uuid and s.created_at > since.t and s.created_at <= ${now.toISOString()}::timestamptz
    )
    select count(distinct counterpart_id) filter (
             where kind = 'message' and created_at > ${windowStart.toISOString()}::timestamptz)::int as pattern_members,
           count(distinct counterpart_id) filter (where kind = 'report')::int as reporters,
           count(*) filter (where kind = 'opener')::int as openers,
           (select count(*) from ${photoFlags} f join ${photos} p on p.id = f.photo_id, since
             where p.member_id = ${memberId}::uuid and f.status <> 'dismissed' and f.created_at > since.t)::int as photo_flags,
           (select nullif(t, '-infinity') from since) as since
      from mine`);
  const tally = rows[0];
  return {
    flaggedConversations: tally?.pattern_members ?? 0,
    reporters: tally?.reporters ?? 0,
    copiedOpeners: tally?.openers ?? 0,
    photoFlags: tally?.photo_flags ?? 0,
    since: tally?.since ? new Date(tally.since) : null,
  };
}

/**
 * Puts the member in the queue, or adds reasons while they are in it: a decided case opens again with
 * only the new reasons; an open or restricted one keeps its status and gains them.
 */
export async function enterQueue(db: Executor, memberId: string, reasons: RiskReason[], at: Date): Promise<void> {
  await db.execute(sql`
    insert into ${riskCases} (member_id, status, reasons, entered_at)
    values (${memberId}::uuid, 'open', ${sql`array[${sql.join(
      reasons.map((r) => sql`${r}`),
      sql`, `,
    )}]::text[]`}, ${at.toISOString()}::timestamptz)
    on conflict (member_id) do update set
      status = case when ${riskCases}.status in ('open', 'restricted') then ${riskCases}.status else 'open' end,
      reasons = case when ${riskCases}.status in ('open', 'restricted')
                     then array(select distinct unnest(${riskCases}.reasons || excluded.reasons) order by 1)
                     else excluded.reasons end,
      entered_at = case when ${riskCases}.status in ('open', 'restricted') then ${riskCases}.entered_at
                        else excluded.entered_at end`);
}

/** The members' full names, as they wrote them. */
export async function findNames(db: Executor, memberIds: string[]): Promise<string[]> {
  const rows = await db.select({ fullName: members.fullName }).from(members).where(inArray(members.id, memberIds));
  return rows.map((r) => r.fullName);
}

/** The sender's refused openers' fingerprints. */
export async function findRefusedPrints(db: Executor, senderId: string): Promise<bigint[]> {
  const rows = await db
    .select({ print: refusedOpeners.print })
    .from(refusedOpeners)
    .where(sql`${refusedOpeners.senderId} = ${senderId}::uuid`);
  return rows.map((r) => r.print);
}

export async function insertOpenerPrint(
  db: Executor,
  o: { senderId: string; receiverId: string; print: bigint; at: Date },
): Promise<void> {
  await db.insert(openerPrints).values({ ...o, createdAt: o.at });
}

/** Forgets the sender's opener fingerprints older than the window: only a day's are ever compared. */
export async function forgetOldPrints(db: Executor, senderId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - OPENER_WINDOW_HOURS * 3600 * 1000);
  await db.execute(
    sql`delete from ${openerPrints} where sender_id = ${senderId}::uuid and created_at <= ${before.toISOString()}::timestamptz`,
  );
}

/** The sender's opener fingerprints of the window before `now` (and after `after`), with their receivers. */
export async function findRecentPrints(
  db: Executor,
  senderId: string,
  now: Date,
  after: Date | null = null,
): Promise<{ receiverId: string; print: bigint }[]> {
  const windowStart = new Date(now.getTime() - OPENER_WINDOW_HOURS * 3600 * 1000);
  const since = after && after > windowStart ? after : windowStart;
  return db
    .select({ receiverId: openerPrints.receiverId, print: openerPrints.print })
    .from(openerPrints)
    .where(
      sql`${openerPrints.senderId} = ${senderId}::uuid and ${openerPrints.createdAt} > ${since.toISOString()}::timestamptz
          and ${openerPrints.createdAt} <= ${now.toISOString()}::timestamptz`,
    );
}

/** Refuses the opener from now on; false when it was already refused. */
export async function refuseOpener(
  db: Executor,
  o: { senderId: string; print: bigint; sample: string; receivers: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(refusedOpeners)
    .values({ senderId: o.senderId, print: o.print, sample: o.sample, receivers: o.receivers, createdAt: o.at })
    .onConflictDoNothing()
    .returning({ print: refusedOpeners.print });
  return rows.length > 0;
}
