import type { QueryClient } from '@tanstack/react-query';
import { isolate } from '../../../i18n/bidi';
import type { Translate } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { hideMember, showMemberAgain } from '../../../lib/shortlist/not-interested';
import { setSaved } from '../../../lib/shortlist/save-member';
import { focusNeighbourOf } from './card-focus';
import { showUndoToast } from './undo-toast';

/*
 * What a card does on use, in one file the card loads then: each file a card loads on use adds its
 * name and its imports' to the dashboard's first download (bench/bundle/budget.ts).
 */

interface Member {
  _id: string;
  fullName: string;
}

/** The Save toggle (save-toggle.tsx): saves or unsaves; a failure says why and the card goes back. */
export function toggleSaved(client: QueryClient, member: Member, saved: boolean, t: Translate): Promise<void> {
  const fallback = t(saved ? 'browse.card.saveFailed' : 'browse.card.unsaveFailed', { name: isolate(member.fullName) });
  return setSaved(client, member._id, saved).catch((error: unknown) =>
    notifyError(t('browse.card.saveFailedTitle'), errorMessage(error, fallback)),
  );
}

/**
 * "Not interested" from a card (loaded on first use): the card leaves the list at once, and a toast
 * says so with Undo, which brings the member back.
 */
export async function hideWithUndo(client: QueryClient, member: Member, t: Translate, from: Element | null) {
  const name = isolate(member.fullName);
  const failed = (fallback: string) => (error: unknown) =>
    notifyError(t('browse.notInterested.failedTitle'), errorMessage(error, fallback));
  focusNeighbourOf(from);
  try {
    await hideMember(client, member._id);
  } catch (error) {
    failed(t('browse.notInterested.failed', { name }))(error);
    return;
  }
  await showUndoToast({
    id: `not-interested-${member._id}`,
    message: t('browse.notInterested.done', { name }),
    undoLabel: t('browse.notInterested.undo'),
    onUndo: () =>
      void showMemberAgain(client, member._id).catch(failed(t('browse.notInterested.undoFailed', { name }))),
  });
}
