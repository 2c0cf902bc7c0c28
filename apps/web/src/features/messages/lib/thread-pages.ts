import type { Message, ThreadResponse } from '@mithaq/contracts/messaging';
import { oldestFirst } from '../../../lib/paged-messages';

/** The thread as an infinite query holds it: page 0 is the newest, each next page is older. */
export interface ThreadPages {
  pages: ThreadResponse[];
  pageParams: unknown[];
}

/** Every loaded message, oldest first, each once (pages may overlap while messages arrive). */
export const threadMessages = (pages: readonly ThreadResponse[]): Message[] => oldestFirst(pages);

/** The cache after the viewer sent `message`: it joins the newest page at once, before any refetch. */
export function withSentMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  const newest = data?.pages[0];
  if (!data || !newest) return data;
  if (newest.messages.some((m) => m._id === message._id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)] };
}

/**
 * The cache after a stream event about one of the viewer's own messages: its ticks move where it is
 * loaded, and one sent from another device joins the newest page. No refetch is needed for either.
 */
export function withOwnMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  if (!data) return data;
  const loaded = data.pages.some((p) => p.messages.some((m) => m._id === message._id));
  if (!loaded) return withSentMessage(data, message);
  const pages = data.pages.map((p) => ({
    ...p,
    messages: p.messages.map((m) => (m._id === message._id ? message : m)),
  }));
  return { ...data, pages };
}
