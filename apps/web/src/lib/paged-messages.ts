/**
 * Every loaded message of an infinite query whose page 0 is the newest and each next page older
 * (message threads, support tickets): oldest first, each once, since pages may overlap while
 * messages arrive.
 */
export function oldestFirst<T extends { _id: string }>(pages: readonly { messages: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (let i = pages.length - 1; i >= 0; i--) {
    for (const message of pages[i]?.messages ?? []) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      out.push(message);
    }
  }
  return out;
}
