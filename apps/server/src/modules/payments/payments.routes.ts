import { paymentsApi } from '@mithaq/contracts/api/payments';
import { GatewayFormSchema } from '@mithaq/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as payments from './payments.service.js';
import { handlePayuCallback, resultUrl } from './payu-callback.service.js';

/** Registered under /api/payment (spec section 7). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    paymentsApi,
    'POST /api/payment/:provider/initiate',
    {
      tags: ['payments'],
      summary: 'Start a checkout: the form the browser posts to the payment provider',
      onRequest: app.requireMember,
    },
    async (request) => payments.initiatePayment(app.ctx, currentMember(request).memberId, request.body.plan),
  );

  app.post(
    '/payu/callback',
    {
      schema: {
        tags: ['payments'],
        summary:
          "PayU's browser return (surl and furl, form-encoded): checked, verified with PayU, then 303 to /premium",
        consumes: ['application/x-www-form-urlencoded'],
        body: GatewayFormSchema,
        response: { 303: z.null().describe('Location: /premium?status=…') },
      },
    },
    async (request, reply) => {
      const outcome = await handlePayuCallback(app.ctx, request.body, request.log);
      return reply.redirect(resultUrl(app.ctx.config.publicUrl, outcome), 303);
    },
  );

  serveEndpoint(
    app,
    paymentsApi,
    'GET /api/payment/history',
    { tags: ['payments'], summary: "The member's payments and current membership", onRequest: app.requireMember },
    async (request) => payments.paymentHistory(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    paymentsApi,
    'POST /api/payment/:txnid/refund-request',
    {
      tags: ['payments'],
      summary: 'Ask for a refund of a purchase (7 days, not extensively used); opens a support ticket',
      onRequest: app.requireMember,
    },
    async (request) =>
      payments.requestRefund(app.ctx, currentMember(request).memberId, request.params.txnid, request.body.reason),
  );
};
