/**
 * The GETs a signed-in page makes first (the member, the page's data), sent as soon as the page's
 * first script runs rather than once the code that asks for them has arrived and rendered
 * (docs/decisions/0039-signed-in-pages-speed.md: each was one more round trip before the page could paint). The API
 * client adopts each response once, when it asks for the same path with the same token and language soon after; any
 * other call goes to the network as before. Kept free of the app's libraries: it is fetched beside the app's start.
 */

/** Past this an unclaimed response may be out of date (a slow start, a page left): the client fetches afresh. */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

export interface EarlyRequest {
  token: string;
  locale: string;
  startedAt: number;
  response: Promise<Response>;
}

const inFlight = new Map<string, EarlyRequest>();

/** Kept by start-early-requests.ts, which main.tsx loads lazily: the sending half stays out of this chunk. */
export function rememberEarlyRequest(path: string, request: EarlyRequest) {
  inFlight.set(path, request);
}

/** Rejects as `fetch` would when `signal` aborts, though the adopted request itself runs on. */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    // An abort without a reason gives the signal an AbortError, as an aborted fetch rejects with.
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

interface AdoptionKey {
  path: string;
  token: string | null;
  locale: string;
  signal?: AbortSignal;
  now?: number;
}

/**
 * The early response to this GET, if one was sent for the same path with the same token and
 * language within EARLY_REQUEST_MAX_AGE_MS; null otherwise. Either way it is gone after this call,
 * so a refetch always reaches the server.
 */
export function adoptEarlyRequest({
  path,
  token,
  locale,
  signal,
  now = Date.now(),
}: AdoptionKey): Promise<Response> | null {
  const early = inFlight.get(path);
  if (!early) return null;
  inFlight.delete(path);
  const fresh = now - early.startedAt <= EARLY_REQUEST_MAX_AGE_MS;
  if (!fresh || early.token !== token || early.locale !== locale) return null;
  return abortable(early.response, signal);
}
