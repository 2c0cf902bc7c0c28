import { ErrorSchema } from '@mithaq/contracts/common';
import { MESSAGES } from '@mithaq/contracts/messages';
import { STREAM_RECONNECT_MS } from '@mithaq/contracts/messaging-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentMember } from '../../plugins/auth.js';
import type { LiveRegistry } from './live-registry.js';
import { openEventStream } from './sse.js';
import { StreamHub, type StreamHubOptions } from './stream-hub.js';

/** Registered under /api/messages (spec section 7): the stream's path predates this module. */
export const liveRoutes: FastifyPluginAsyncZod<{ registry: LiveRegistry; stream?: StreamHubOptions }> = async (
  app,
  options,
) => {
  const hub = new StreamHub(app.ctx, options.registry, app.log, options.stream);
  hub.start();
  // Open streams would keep the server from closing: end them first. A stopping instance ends them
  // as it starts to drain, so their clients reconnect through the balancer to another instance.
  app.addHook('preClose', async () => hub.stop());
  app.lifecycle.onDrain(() => hub.stop());
  new Gauge({
    name: 'mithaq_event_streams_open',
    help: 'Open GET /api/messages/stream connections on this instance',
    registers: [app.metrics],
    collect() {
      this.set(hub.size);
    },
  });

  app.get(
    '/stream',
    {
      // Open for as long as the member is: logged when it opens (lib/access-log.ts).
      config: { longLived: true },
      onRequest: app.requireMember,
      schema: {
        tags: ['messages'],
        summary: "Live events (Server-Sent Events): 'inbox', 'message' and 'interest', JSON data",
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      // 503: the client tries again in 5 s, by then through the balancer to another instance.
      if (app.lifecycle.isDraining) throw new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable);
      const { memberId, sessionId } = currentMember(request);
      const client = openEventStream(reply, { memberId, sessionId, retryMs: STREAM_RECONNECT_MS });
      request.raw.on('close', () => hub.remove(client));
      await hub.add(client).catch((err: unknown) => {
        request.log.error({ err }, 'could not start a live stream');
        hub.remove(client);
        client.close();
      });
    },
  );
};
