import type { MemberPageState } from '@mithaq/contracts/member-page-render';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The query cache's side of drawing a member's page on the server (entry-server.tsx): which reads a
 * render asked for, which answers go to the browser, and what the browser will start from.
 */

/**
 * How long the answers a page was drawn with count as fresh, on the server as in the browser: a
 * query counted stale renders as refetching on its first render, so both must agree for the HTML
 * to be taken over as it is.
 */
export const FRESH_AFTER_DRAWING_MS = 5_000;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The reads the last render asked for and nobody has started: on the server nothing fetches by itself. */
export const unansweredReads = (client: QueryClient, asked: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !asked.has(q.queryHash) && isEnabled(q),
    );

/** As the browser will count them (drawn-member-page.ts), so the page renders the same on both sides. */
export function markFresh(client: QueryClient) {
  const updatedAt = Date.now() + FRESH_AFTER_DRAWING_MS;
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success') client.setQueryData(query.queryKey, query.state.data, { updatedAt });
  }
}

export function answeredReads(client: QueryClient): MemberPageState['queries'] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data }));
}

/**
 * Forgets the reads that failed on the server; true when there were any. Only answers travel to the
 * browser, where such a read starts out loading: drawn with its error, the HTML would not match the
 * browser's first render, and React would throw that part away and draw it again. Drawn once more
 * without them, the page shows them loading, and the browser makes them.
 */
export function forgetFailedReads(client: QueryClient): boolean {
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'error');
  for (const query of failed) client.getQueryCache().remove(query);
  return failed.length > 0;
}
