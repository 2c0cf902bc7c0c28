import type { z } from 'zod';

/** The HTTP methods our JSON API answers. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One JSON endpoint of the API, declared once for both sides (docs/decisions/0063-endpoints-typed-end-to-end.md):
 * the Fastify route validates and documents with these schemas, and the web's `apiRequest` takes the
 * input and returns the answer they describe. The key of its table is `'<METHOD> <path>'`, with
 * `:name` for each path parameter, exactly as the server registers it.
 */
export interface Endpoint {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; `'form'` for a multipart upload, which the web sends as FormData. */
  body?: z.ZodType | 'form';
  /** The success answer. */
  response: z.ZodType;
  /** The success status (default 200). */
  status?: 200 | 201 | 202;
  /** Failure statuses this endpoint answers with `{ message, code }` (contracts errors.ts). */
  errors: readonly ErrorStatus[];
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export type EndpointKey = `${Method} /api/${string}`;
export type EndpointTable = Record<EndpointKey, Endpoint>;

/** Declares an area's endpoints, checking each key and declaration and keeping their exact types. */
export const endpoints = <const T extends EndpointTable>(table: T): T => table;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What the caller sends: the path's parameters, the query and the body, each where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends 'form'
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: InputOf<E['body']> }
      : { body?: never });

/** What a successful call answers, as the web reads it from JSON. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** The method of an endpoint key. */
export type MethodOf<K extends string> = K extends `${infer M extends Method} ${string}` ? M : never;
