import { PHOTO_REASK_DAYS, type PhotoAccessState, type SentRequestState } from '@mithaq/contracts/photo-access';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules need of the pair's request (one row per pair). */
export interface RequestFacts {
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
}

/**
 * Whether the member may ask (again): never asked, or the last ask or answer was 30 days ago or more.
 * A pending request and a declined one wait alike, counted from the later of the two, so waiting
 * tells the asker nothing of a decline (docs/decisions/0030-photo-access.md). An active grant is checked
 * before this (the photo is clear then).
 */
export function mayAskAgain(request: RequestFacts | undefined, now: Date): boolean {
  if (!request) return true;
  const since = request.decidedAt ?? request.createdAt;
  return now.getTime() - since.getTime() >= PHOTO_REASK_DAYS * DAY_MS;
}

/** What a viewer who is given the blurred photo may do about it. */
export function blurredPhotoState(request: RequestFacts | undefined, now: Date): PhotoAccessState {
  return mayAskAgain(request, now) ? 'can-ask' : 'requested';
}

/** A sent request as the asker may know it: a decline is silent, it stays pending for them. */
export function sentRequestState(status: string, grant: { revokedAt: Date | null } | null): SentRequestState {
  if (status !== 'granted' || !grant) return 'pending';
  return grant.revokedAt ? 'ended' : 'granted';
}
