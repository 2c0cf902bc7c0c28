import { describe, expect, it } from 'vitest';
import { browseProfilesQuery } from '../features/browse/api/get-profiles';
import { EMPTY_FILTERS, toBrowseFilters } from '../features/browse/filters';
import { INBOX_PATH, threadPath } from '../features/messages/api/paths';
import { notificationFeedPath } from '../features/notifications/api/paths';
import { endpointUrl } from '../lib/api-client';
import { INTERESTS_PATH, ME_PATH } from '../lib/member-api-paths';
import { FIRST_BROWSE_PATH } from './early-page-start';

/**
 * main.tsx requests a page's first reads before the API client loads (early-page-start.ts); the page
 * adopts an answer only when its own call asks for exactly that path (lib/early-requests.ts).
 */
describe('the paths requested early are the ones the calls ask for', () => {
  it('the member and the interest lists', () => {
    expect(endpointUrl('GET /api/auth/me').path).toBe(ME_PATH);
    expect(endpointUrl('GET /api/profiles/interests').path).toBe(INTERESTS_PATH);
  });

  it('the inbox and a conversation', () => {
    expect(endpointUrl('GET /api/messages/inbox').path).toBe(INBOX_PATH);
    const thread = endpointUrl('GET /api/messages/:userId', {
      params: { userId: 'a b' },
      query: { before: undefined },
    });
    expect(thread.path).toBe(threadPath('a b', null));
  });

  it('the first page of profiles, with no filter set', () => {
    const query = browseProfilesQuery(toBrowseFilters(EMPTY_FILTERS), null);
    expect(endpointUrl('GET /api/profiles', { query }).path).toBe(FIRST_BROWSE_PATH);
  });

  it('the notification feed', () => {
    expect(endpointUrl('GET /api/notifications', { query: {} }).path).toBe(notificationFeedPath(null));
    expect(endpointUrl('GET /api/notifications', { query: { cursor: 'abc_-1' } }).path).toBe(
      notificationFeedPath('abc_-1'),
    );
  });
});
