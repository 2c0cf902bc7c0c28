import { type AdminMemberDetail, type AuditEntry, RESTRICTED } from '@mithaq/contracts/admin';

/**
 * Who may read a member's ID and selfie details (type, status, reviewer notes), in every staff answer
 * and the audit log: any staff for most members; for a member who asked for women reviewers only,
 * women reviewers alone (docs/decisions/0055-women-reviewers-in-every-staff-answer.md). Pure rules; the
 * services look up the reader and the member.
 */
export const canSeeDocuments = (member: { womenReviewersOnly: boolean }, readerReviewsWomen: boolean): boolean =>
  !member.womenReviewersOnly || readerReviewsWomen;

/** Audit actions about a member's ID or selfie: `govt_id.verified`, `selfie.viewed`... */
const DOCUMENT_AREAS = ['govt_id', 'selfie'] as const;

/** The area of a document action (`govt_id`, `selfie`), or null for any other action. */
export function documentAreaOf(action: string): string | null {
  const area = action.split('.')[0] ?? '';
  return (DOCUMENT_AREAS as readonly string[]).includes(area) ? area : null;
}

/** Whether an audit entry is about a member's ID or selfie, so names that member as its target. */
export const isDocumentEntry = (entry: Pick<AuditEntry, 'action' | 'targetType'>): boolean =>
  entry.targetType === 'member' && documentAreaOf(entry.action) !== null;

/** The entry as staff who may not see her documents read it: who, when and whom, but not what. */
export function restrictAuditEntry(entry: AuditEntry): AuditEntry {
  return {
    ...entry,
    action: `${documentAreaOf(entry.action) ?? entry.action}.${RESTRICTED}`,
    before: RESTRICTED,
    after: RESTRICTED,
  };
}

/**
 * The staff record without the ID details: the document marked RESTRICTED whether or not there is
 * one (its absence says something too), and the profile's copy of the ID decision with it.
 */
export function restrictMemberDetail(detail: AdminMemberDetail): AdminMemberDetail {
  if (!detail.profile) return detail;
  return {
    ...detail,
    govtId: RESTRICTED,
    profile: { ...detail.profile, verificationStatus: RESTRICTED, verification: { status: RESTRICTED } },
  };
}
