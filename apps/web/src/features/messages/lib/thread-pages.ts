import type { Message, ThreadResponse } from '@mithaq/contracts';

/** The thread as an infinite query holds it: page 0 is the newest, each next page is older. */
export interface ThreadPages {
  pages: ThreadResponse[];
  pageParams: unknown[];
}

/** Every loaded message, oldest first, each once (pages may overlap while messages arrive). */
export function threadMessages(pages: readonly ThreadResponse[]): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (let i = pages.length - 1; i >= 0; i--) {
    for (const message of pages[i]?.messages ?? []) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      out.push(message);
    }
  }
  return out;
}

/** The cache after the viewer sent `message`: it joins the newest page at once, before any refetch. */
export function withSentMessage(data: ThreadPages | undefined, message: Message): ThreadPages | undefined {
  const newest = data?.pages[0];
  if (!data || !newest) return data;
  if (newest.messages.some((m) => m._id === message._id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)] };
}
