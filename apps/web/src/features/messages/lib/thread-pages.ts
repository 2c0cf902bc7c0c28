import type { Message, ThreadResponse } from '@mithaq/contracts/messaging';
import { oldestFirst } from '../../../lib/paged-messages';

/** The thread as an infinite query holds it: page 0 is the newest, each next page is older. */
export interface ThreadPages {
  pages: ThreadResponse[];
  pageParams: unknown[];
}

/** Every loaded message, oldest first, each once (pages may overlap while messages arrive). */
export const threadMessages = (pages: readonly ThreadResponse[]): Message[] => oldestFirst(pages);

/**
 * The viewer's own messages to this member held for review with their account, oldest first
 * (docs/decisions/0067-risk-record.md "Restrict"): the newest page carries them, shown after the thread.
 */
export const heldMessagesOf = (pages: readonly ThreadResponse[]): Message[] => pages[0]?.heldMessages ?? [];

function withNewest(data: ThreadPages, newest: ThreadResponse): ThreadPages {
  return { ...data, pages: [newest, ...data.pages.slice(1)] };
}

/**
 * The cache after the viewer sent `message`: it joins the newest page at once, before any refetch. A
 * message held for review joins the held ones instead (the thread is under review from then on), where
 * the next fetch brings it under the same id.
 */
export function withSentMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  const newest = data?.pages[0];
  if (!data || !newest) return data;
  if (message.held) {
    const held = newest.heldMessages ?? [];
    if (held.some((m) => m._id === message._id)) return data;
    return withNewest(data, { ...newest, underReview: true, heldMessages: [...held, message] });
  }
  if (newest.messages.some((m) => m._id === message._id)) return data;
  return withNewest(data, { ...newest, messages: [...newest.messages, message] });
}

/**
 * The held message that `message` delivers, if any: staff released the viewer's held messages, and each
 * arrives as a new message (a new id) with the same receiver and words (messages.service
 * `deliverReleasedMessages`).
 */
export function heldCopyOf(data: ThreadPages | undefined, message: Message): Message | undefined {
  if (message.held) return undefined;
  return data?.pages[0]?.heldMessages?.find((m) => m.receiver === message.receiver && m.content === message.content);
}

/**
 * The cache after a stream event about one of the viewer's own messages: its ticks move where it is
 * loaded, and one sent from another device, or released from review, joins the newest page. No refetch
 * is needed for either.
 */
export function withOwnMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  if (!data) return data;
  const loaded = data.pages.some((p) => p.messages.some((m) => m._id === message._id));
  if (!loaded) {
    // A released message takes its held copy's place, so it does not show twice until the next fetch.
    const copy = heldCopyOf(data, message);
    const newest = data.pages[0];
    const rest =
      copy && newest
        ? withNewest(data, { ...newest, heldMessages: newest.heldMessages?.filter((m) => m !== copy) })
        : data;
    return withSentMessage(rest, message);
  }
  const pages = data.pages.map((p) => ({
    ...p,
    messages: p.messages.map((m) => (m._id === message._id ? message : m)),
  }));
  return { ...data, pages };
}
