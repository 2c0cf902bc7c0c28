import type { Endpoint, EndpointTable } from '@mithaq/contracts/api/endpoint';
import { ErrorSchema } from '@mithaq/contracts/common';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RouteGenericInterface,
} from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of an endpoint's handler, typed by the schemas that checked it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface & {
    Params: Parsed<E['params']>;
    Querystring: Parsed<E['query']>;
    Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
  }
>;

/** What a handler gives back: the answer the endpoint declares (or the reply it already sent). */
type HandlerResult<E extends Endpoint> = Promise<z.input<E['response']> | FastifyReply>;

type EndpointAt<T, K extends keyof T> = Extract<T[K], Endpoint>;

/** What a route adds to its endpoint's declaration: its documentation and its guards. */
export interface RouteOptions {
  summary: string;
  description?: string;
  tags: string[];
  onRequest?: onRequestHookHandler;
}

/**
 * Registers the route of a declared endpoint (packages/contracts/src/api): its method and path, the
 * schemas that check the request and document the answers, and the success status, all from the one
 * declaration the web client reads too (docs/decisions/0063-endpoints-typed-end-to-end.md). `app` is
 * the plugin the route belongs to; its prefix must begin the endpoint's path.
 */
export function serveEndpoint<T extends EndpointTable, K extends keyof T & string>(
  app: FastifyInstance,
  table: T,
  key: K,
  options: RouteOptions,
  handler: (request: EndpointRequest<EndpointAt<T, K>>, reply: FastifyReply) => HandlerResult<EndpointAt<T, K>>,
): void {
  const endpoint = table[key] as Endpoint;
  const [method, path] = key.split(' ') as [string, string];
  if (!path.startsWith(app.prefix)) throw new Error(`${key} is not under the plugin's prefix ${app.prefix}`);
  const status = endpoint.status ?? 200;
  app.route({
    method,
    // '' rather than '/' for the prefix itself: exactly the declared path, without a trailing-slash twin.
    url: path.slice(app.prefix.length),
    onRequest: options.onRequest,
    schema: schemaOf(endpoint, status, options),
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as EndpointRequest<EndpointAt<T, K>>, reply);
    },
  });
}

function schemaOf(endpoint: Endpoint, status: number, options: RouteOptions): FastifySchema {
  const response: Record<number, unknown> = Object.fromEntries(endpoint.errors.map((code) => [code, ErrorSchema]));
  response[status] = endpoint.response;
  return {
    tags: options.tags,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body === 'form'
      ? { consumes: ['multipart/form-data'] }
      : endpoint.body
        ? { body: endpoint.body }
        : {}),
    response,
  };
}
