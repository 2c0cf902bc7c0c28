/** 'Showing a-b of n' for a page of the staff profile list (spec section 2). */
export function showingRange(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}-${from + shown - 1} of ${total}`;
}

/** Spec section 4 "Account status": Activate when not active, Deactivate when active, Delete when not deleted. */
export function availableActions(status: string): ('active' | 'deactivated' | 'deleted')[] {
  if (status === 'deleted') return [];
  return status === 'active' ? ['deactivated', 'deleted'] : ['active', 'deleted'];
}

/** How long something has waited: '3 h', '2 d', 'just now'. */
export function waitedFor(since: string | null, now = Date.now()): string {
  if (!since) return '';
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (minutes < 2) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} d`;
}
