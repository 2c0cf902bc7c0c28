import { rememberEarlyRequest } from './early-requests';

/** What apiFetch sends with a member's GET (api-client.ts): the same request, so the same answer. */
const memberGetHeaders = (token: string, locale: string): Record<string, string> => ({
  'accept-language': locale,
  authorization: `Bearer ${token}`,
});

/** Sends the page's first GETs now, for the API client to adopt (early-requests.ts). */
export function startEarlyRequests(paths: readonly string[], token: string, locale: string, now = Date.now()): void {
  for (const path of paths) {
    const response = fetch(path, { headers: memberGetHeaders(token, locale) });
    // Unadopted, a failure is nobody's: the page's own request meets it again and reports it.
    response.catch(() => undefined);
    rememberEarlyRequest(path, { token, locale, startedAt: now, response });
  }
}
