import type { Visibility, VisibilityUpdate } from '@mithaq/contracts/visits';

/** The switches as the member set them: what is being saved shows at once, over what was saved. */
export function shownVisibility(saved: Visibility, saving: VisibilityUpdate | undefined): Visibility {
  return { ...saved, ...saving };
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The line under the switches: saving, saved or failed, for the last change made. */
export function saveStatus(mutation: { isPending: boolean; isError: boolean; isSuccess: boolean }): SaveStatus {
  if (mutation.isPending) return 'saving';
  if (mutation.isError) return 'failed';
  return mutation.isSuccess ? 'saved' : 'idle';
}

/**
 * Incognito is premium (the server answers 403 otherwise): a free member sees it off and locked, with
 * the way to premium, rather than a switch that fails.
 */
export function isIncognitoLocked(visibility: Visibility, isPremium: boolean): boolean {
  return !isPremium && !visibility.incognito;
}
