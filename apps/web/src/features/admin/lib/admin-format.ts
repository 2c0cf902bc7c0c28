import type { Translate } from '../../../i18n/use-t';

/** Which rows of the staff profile list a page shows (spec section 2 'Showing a-b of n'); null when none. */
export function shownRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number } | null {
  if (total === 0 || shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}

/** Spec section 4 "Account status": Activate when not active, Deactivate when active, Delete when not deleted. */
export function availableActions(status: string): ('active' | 'deactivated' | 'deleted')[] {
  if (status === 'deleted') return [];
  return status === 'active' ? ['deactivated', 'deleted'] : ['active', 'deleted'];
}

export type Waited = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/** How long something has waited, in the one unit the console shows: '3 h', '2 d', 'just now'. */
export function waitedFor(since: string, now = Date.now()): Waited {
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (minutes < 2) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.round(minutes / 60);
  return hours < 48 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.round(hours / 24) };
}

/** `waitedFor` in the reader's language: 'just now', '45 min', '10 h', '3 d'. */
export function waitedText(t: Translate, since: string, now = Date.now()): string {
  const waited = waitedFor(since, now);
  return waited.unit === 'now' ? t('admin.waited.now') : t(`admin.waited.${waited.unit}`, { count: waited.count });
}
