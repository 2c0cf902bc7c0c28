import type { Endpoint, EndpointAnswer, EndpointInput } from '@mithaq/contracts/api/endpoint';
import type { ApiEndpointKey, ApiEndpoints } from '@mithaq/contracts/api/endpoints';
import type { AppErrorCode } from '@mithaq/contracts/errors';
import { currentLocale } from '../i18n/i18n';
import { adoptEarlyRequest } from './early-requests';
import { sessionStore } from './session-store';

/** A failed API call: `message` is the server's, ready to show (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's code; `ERROR` when the answer carried none we know, `NETWORK` when none came. */
    readonly code: AppErrorCode | 'ERROR' | 'NETWORK',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Whether a 401 should end the local session (default true when a token was sent). */
  signOutOn401?: boolean;
  /**
   * Another credential than the member's bearer session: the staff console sends
   * `Authorization: Admin <token>` (spec section 6), the guardian view `Guardian <token>`, and the
   * member session is left alone.
   */
  credential?: { scheme: 'Admin' | 'Guardian'; token: string | null };
}

/** How requests reach the API: the browser's fetch, or the server's own routes while it draws a page. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (path, init) => fetch(path, init);
let transport = browserFetch;

/** The server's page renderer answers the page's reads itself (entry-server.tsx); null restores fetch. */
export function setApiTransport(next: Transport | null) {
  transport = next ?? browserFetch;
}

/** Picks the server's message when there is one, else the screen's fallback from the catalogue. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

async function readError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      // The server answers only the codes contracts errors.ts lists (plugins/errors.ts); checking them
      // here would put that table in every page's download (bench/bundle/budget.ts).
      const code = typeof body.code === 'string' ? (body.code as AppErrorCode) : 'ERROR';
      return new ApiError(res.status, body.message, code);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(res.status, '', 'ERROR');
}

/**
 * One request to our API with the session's credential and its body: the response when it is OK,
 * else the server's `{ message, code }` as an ApiError (a member's 401 ends the local session).
 * Documents and downloads use it directly; JSON calls go through apiRequest.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = options.credential ? options.credential.token : sessionStore.getToken();
  const scheme = options.credential?.scheme ?? 'Bearer';
  // The server writes its messages in the language on screen (a visitor's choice reaches it this way).
  const locale = currentLocale();
  const headers: Record<string, string> = { 'accept-language': locale };
  if (token) headers.authorization = `${scheme} ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  // The member's GETs main.tsx already sent for this page (lib/early-requests.ts): one answer, used once.
  const early =
    method === 'GET' && !options.credential ? adoptEarlyRequest({ path, token, locale, signal: options.signal }) : null;
  let res: Response;
  try {
    res = await (early ?? transport(path, { method, headers, body, signal: options.signal }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, '', 'NETWORK');
  }
  if (!res.ok) {
    const error = await readError(res);
    const isMemberSession = !options.credential;
    if (res.status === 401 && token && isMemberSession && options.signOutOn401 !== false) sessionStore.setToken(null);
    throw error;
  }
  return res;
}

/** `'<METHOD> <path>'` with its `:name` parameters filled in and the query appended. */
export function endpointUrl(
  key: string,
  input: { params?: object; query?: object } = {},
): { method: string; path: string } {
  const [method, template] = key.split(' ') as [string, string];
  const params = input.params as Record<string, string> | undefined;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) if (value != null) query.set(name, String(value));
  const search = `${query}`;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return { method, path: search ? `${path}?${search}` : path };
}

/** A call's own options: its credential, cancellation and 401 handling (the rest comes from the endpoint). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/**
 * A call to one of the API's JSON endpoints, named by its key (`'POST /api/messages/:userId'`): its
 * input and its answer are typed by the endpoint's declaration in contracts (src/api), a type only,
 * so the schemas and zod stay out of the pages' downloads (docs/decisions/0063-endpoints-typed-end-to-end.md).
 * Failures are ApiErrors carrying the server's `{ message, code }`.
 */
export function apiRequest<K extends ApiEndpointKey>(
  key: K,
  ...[input, options]: EndpointArgs<K>
): Promise<EndpointAnswer<ApiEndpoints[K]>>;
export async function apiRequest(key: string, ...rest: unknown[]): Promise<unknown> {
  const input = (rest[0] ?? {}) as { params?: object; query?: object; body?: unknown };
  const { method, path } = endpointUrl(key, input);
  const options = rest[1] as CallOptions | undefined;
  const res = await apiFetch(path, { ...options, method: method as RequestOptions['method'], body: input.body });
  return res.json();
}

/** An endpoint's query, for the hooks that pass one on. */
export type EndpointQuery<K extends ApiEndpointKey> = NonNullable<EndpointInput<ApiEndpoints[K]>['query']>;
/** An endpoint's body, for the hooks that pass one on. */
export type EndpointBody<K extends ApiEndpointKey> = EndpointInput<ApiEndpoints[K]>['body'];

/** The arguments after an endpoint's key: its input, required when it takes any, then the call's options. */
export type EndpointArgs<K extends ApiEndpointKey> = InputThenOptions<ApiEndpoints[K]>;

/** Whether every field of the input is optional: then the input may be left out. */
type InputIsOptional<E extends Endpoint> = Partial<EndpointInput<E>> extends EndpointInput<E> ? true : false;

type InputThenOptions<E extends Endpoint> =
  InputIsOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];
