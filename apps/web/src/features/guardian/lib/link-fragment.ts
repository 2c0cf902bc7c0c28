/**
 * What a guardian's emailed link carries after `#` (never sent to a server): the link's token that
 * opens a session, or the daily email's unsubscribe token.
 */
export type LinkFragment = { kind: 'open'; token: string } | { kind: 'unsubscribe'; token: string } | null;

export function readLinkFragment(hash: string): LinkFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const open = params.get('token');
  if (open) return { kind: 'open', token: open };
  const unsubscribe = params.get('unsubscribe');
  if (unsubscribe) return { kind: 'unsubscribe', token: unsubscribe };
  return null;
}
