import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answeredReads, forgetFailedReads, unansweredReads } from './drawing-reads';

/** A cache as a server render leaves it: the reads it asked for, fetched once each without retries. */
async function cacheWith(reads: Record<string, () => Promise<unknown>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [name, read] of Object.entries(reads)) {
    await client.fetchQuery({ queryKey: [name], queryFn: read }).catch(() => undefined);
  }
  return client;
}

describe('the reads of a page drawn on the server', () => {
  it('forgets the failed ones, so the page is drawn with them loading as the browser starts them', async () => {
    const client = await cacheWith({
      inbox: async () => ({ conversations: [] }),
      notifications: async () => {
        throw new Error('503');
      },
    });
    expect(forgetFailedReads(client)).toBe(true);
    expect(client.getQueryState(['notifications'])).toBeUndefined();
    expect(client.getQueryState(['inbox'])?.status).toBe('success');
    expect(answeredReads(client)).toEqual([{ key: ['inbox'], data: { conversations: [] } }]);
  });

  it('keeps every answer and asks for no new render when nothing failed', async () => {
    const client = await cacheWith({ me: async () => ({ _id: 'm1' }) });
    expect(forgetFailedReads(client)).toBe(false);
    expect(answeredReads(client)).toEqual([{ key: ['me'], data: { _id: 'm1' } }]);
  });

  it('lists as unanswered only the enabled reads nobody has started or asked for', () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    const wanted = cache.build(client, { queryKey: ['wanted'] });
    // A query built by useQuery carries its observer's options, `enabled` among them.
    const disabled = { queryKey: ['disabled'], enabled: false };
    cache.build(client, disabled as Parameters<typeof cache.build>[1]);
    const asked = cache.build(client, { queryKey: ['asked'] });
    expect(unansweredReads(client, new Set([asked.queryHash]))).toEqual([wanted]);
  });
});
