import type { InboxResponse, ThreadResponse } from '@mithaq/contracts/messaging';

export { applyConversationChange } from './inbox-patch';
export { withOwnMessage } from './thread-pages';

/**
 * Conversations whose cached thread the new inbox contradicts: a block either way was added or lifted,
 * or the other account became unavailable. A block sends only an `inbox` event (blocks.service), so
 * this is how an open thread swaps its composer for the block text without waiting for its poll.
 */
export function threadsToRefresh(
  inbox: InboxResponse,
  cachedThread: (userId: string) => Pick<ThreadResponse, 'blockedByMe' | 'blockedMe'> | undefined,
): string[] {
  const stale: string[] = [];
  for (const c of inbox.conversations) {
    const thread = cachedThread(c.user._id);
    if (!thread) continue;
    if (!c.available || thread.blockedByMe !== c.blockedByMe || thread.blockedMe !== c.blockedMe) {
      stale.push(c.user._id);
    }
  }
  return stale;
}
