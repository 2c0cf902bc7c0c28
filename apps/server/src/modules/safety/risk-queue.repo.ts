import { RISK_EVIDENCE_SHOWN, RISK_QUEUE_SHOWN, type RiskStatus } from '@mithaq/contracts/safety/risk';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.js';
import {
  heldInterests,
  heldMessages,
  members,
  photoFlags,
  photos,
  refusedOpeners,
  reports,
  riskCases,
  riskSignals,
} from '../../platform/db/schema.js';

export interface RiskCaseRow {
  memberId: string;
  status: RiskStatus;
  reasons: string[];
  enteredAt: Date;
  decidedAt: Date | null;
  note: string | null;
  fullName: string;
  email: string;
  accountStatus: string;
  lastSignalAt: Date | null;
  flaggedConversations: number;
  reporters: number;
  photoFlags: number;
  copiedOpeners: number;
  heldMessages: number;
  heldInterests: number;
}

type RawCase = {
  member_id: string;
  status: RiskStatus;
  reasons: string[];
  entered_at: Date | string;
  decided_at: Date | string | null;
  note: string | null;
  full_name: string;
  email: string;
  account_status: string;
  last_signal_at: Date | string | null;
  flagged_conversations: number;
  reporters: number;
  photo_flags: number;
  copied_openers: number;
  held_messages: number;
  held_interests: number;
};

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The other member's name as staff see it in the evidence: none once the account was deleted (its row keeps no personal fields). */
const nameOf = (r: { full_name: string | null; account_status: string | null }) =>
  r.account_status === 'deleted' ? null : r.full_name;

function toCase(r: RawCase): RiskCaseRow {
  return {
    memberId: r.member_id,
    status: r.status,
    reasons: r.reasons,
    enteredAt: new Date(r.entered_at),
    decidedAt: date(r.decided_at),
    note: r.note,
    fullName: r.full_name,
    email: r.email,
    accountStatus: r.account_status,
    lastSignalAt: date(r.last_signal_at),
    flaggedConversations: r.flagged_conversations,
    reporters: r.reporters,
    photoFlags: r.photo_flags,
    copiedOpeners: r.copied_openers,
    heldMessages: r.held_messages,
    heldInterests: r.held_interests,
  };
}

/** A case with its counts, each one index probe of the member's rows. */
const caseColumns = sql`c.member_id, c.status, c.reasons, c.entered_at, c.decided_at, c.note,
       m.full_name, m.email, m.account_status,
       (select max(s.created_at) from ${riskSignals} s where s.member_id = c.member_id) as last_signal_at,
       (select count(distinct s.counterpart_id) from ${riskSignals} s
         where s.member_id = c.member_id and s.kind = 'message')::int as flagged_conversations,
       (select count(distinct r.reporter_id) from ${reports} r where r.reported_id = c.member_id)::int as reporters,
       (select count(*) from ${photoFlags} f join ${photos} p on p.id = f.photo_id
         where p.member_id = c.member_id and f.status <> 'dismissed')::int as photo_flags,
       (select count(*) from ${refusedOpeners} o where o.sender_id = c.member_id)::int as copied_openers,
       (select count(*) from ${heldMessages} h where h.sender_id = c.member_id)::int as held_messages,
       (select count(*) from ${heldInterests} h where h.from_id = c.member_id)::int as held_interests`;

/** The queue's view: waiting ones oldest first, decided ones latest first. */
export async function listCases(db: Db, statuses: readonly RiskStatus[], decided: boolean): Promise<RiskCaseRow[]> {
  const order = decided ? sql`c.decided_at desc nulls last, c.member_id` : sql`c.entered_at, c.member_id`;
  const { rows } = await db.execute<RawCase>(sql`
    select ${caseColumns}
      from ${riskCases} c join ${members} m on m.id = c.member_id
     where c.status = any(${sql`array[${sql.join(
       statuses.map((s) => sql`${s}`),
       sql`, `,
     )}]::text[]`})
     order by ${order}
     limit ${RISK_QUEUE_SHOWN}`);
  return rows.map(toCase);
}

export async function findCase(db: Executor, memberId: string): Promise<RiskCaseRow | undefined> {
  const { rows } = await db.execute<RawCase>(sql`
    select ${caseColumns}
      from ${riskCases} c join ${members} m on m.id = c.member_id
     where c.member_id = ${memberId}::uuid`);
  const row = rows[0];
  return row ? toCase(row) : undefined;
}

/**
 * Moves the case from one of `from` to `to`, recording who decided; false when it was not in `from` (two
 * staff deciding at once: the second is refused).
 */
export async function moveCase(
  db: Executor,
  memberId: string,
  change: { from: readonly RiskStatus[]; to: RiskStatus; adminId: string; note: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await db.execute<{ member_id: string }>(sql`
    update ${riskCases}
       set status = ${change.to}, decided_at = ${change.at.toISOString()}::timestamptz,
           decided_by = ${change.adminId}::uuid, note = ${change.note}
     where member_id = ${memberId}::uuid
       and status = any(${sql`array[${sql.join(
         change.from.map((s) => sql`${s}`),
         sql`, `,
       )}]::text[]`})
    returning member_id`);
  return rows.length > 0;
}

export interface FlaggedMessageRow {
  id: string;
  counterpartId: string | null;
  counterpartName: string | null;
  content: string;
  signals: string[];
  createdAt: Date;
}

export async function listFlaggedMessages(db: Db, memberId: string): Promise<FlaggedMessageRow[]> {
  const { rows } = await db.execute<{
    id: string;
    counterpart_id: string | null;
    full_name: string | null;
    account_status: string | null;
    content: string | null;
    signals: string[];
    created_at: Date | string;
  }>(sql`
    select s.id, s.counterpart_id, o.full_name, o.account_status, s.content, s.signals, s.created_at
      from ${riskSignals} s left join ${members} o on o.id = s.counterpart_id
     where s.member_id = ${memberId}::uuid and s.kind = 'message'
     order by s.created_at desc
     limit ${RISK_EVIDENCE_SHOWN}`);
  return rows.map((r) => ({
    id: r.id,
    counterpartId: r.counterpart_id,
    counterpartName: nameOf(r),
    content: r.content ?? '',
    signals: r.signals,
    createdAt: new Date(r.created_at),
  }));
}

export interface ReportEvidenceRow {
  id: string;
  reporterId: string | null;
  reporterName: string | null;
  reason: string;
  note: string | null;
  status: string;
  createdAt: Date;
}

export async function listReportsAbout(db: Db, memberId: string): Promise<ReportEvidenceRow[]> {
  const { rows } = await db.execute<{
    id: string;
    reporter_id: string | null;
    full_name: string | null;
    account_status: string | null;
    reason: string;
    note: string | null;
    status: string;
    created_at: Date | string;
  }>(sql`
    select r.id, r.reporter_id, o.full_name, o.account_status, r.reason, r.note, r.status, r.created_at
      from ${reports} r left join ${members} o on o.id = r.reporter_id
     where r.reported_id = ${memberId}::uuid
     order by r.created_at desc
     limit ${RISK_EVIDENCE_SHOWN}`);
  return rows.map((r) => ({
    id: r.id,
    reporterId: r.reporter_id,
    reporterName: nameOf(r),
    reason: r.reason,
    note: r.note,
    status: r.status,
    createdAt: new Date(r.created_at),
  }));
}

export interface PhotoFlagEvidenceRow {
  id: string;
  photoId: string;
  matchedSource: string;
  matchedMemberId: string | null;
  matchedName: string | null;
  distance: number;
  status: string;
  createdAt: Date;
}

export async function listPhotoFlagsOn(db: Db, memberId: string): Promise<PhotoFlagEvidenceRow[]> {
  const { rows } = await db.execute<{
    id: string;
    photo_id: string;
    matched_source: string;
    matched_member_id: string | null;
    full_name: string | null;
    account_status: string | null;
    distance: number;
    status: string;
    created_at: Date | string;
  }>(sql`
    select f.id, f.photo_id, f.matched_source, f.matched_member_id, o.full_name, o.account_status,
           f.distance, f.status, f.created_at
      from ${photos} p join ${photoFlags} f on f.photo_id = p.id
      left join ${members} o on o.id = f.matched_member_id
     where p.member_id = ${memberId}::uuid
     order by f.created_at desc
     limit ${RISK_EVIDENCE_SHOWN}`);
  return rows.map((r) => ({
    id: r.id,
    photoId: r.photo_id,
    matchedSource: r.matched_source,
    matchedMemberId: r.matched_member_id,
    matchedName: nameOf(r),
    distance: r.distance,
    status: r.status,
    createdAt: new Date(r.created_at),
  }));
}

export async function listRefusedOpeners(db: Db, memberId: string) {
  return db
    .select({ sample: refusedOpeners.sample, receivers: refusedOpeners.receivers, createdAt: refusedOpeners.createdAt })
    .from(refusedOpeners)
    .where(sql`${refusedOpeners.senderId} = ${memberId}::uuid`)
    .orderBy(sql`${refusedOpeners.createdAt} desc`)
    .limit(RISK_EVIDENCE_SHOWN);
}
