import { ErrorSchema } from '@mithaq/contracts/common';
import {
  GatewayFormSchema,
  InitiatePaymentResponseSchema,
  InitiatePaymentSchema,
  PaymentHistorySchema,
  ProviderParamsSchema,
  RefundRequestSchema,
  RefundResponseSchema,
  TxnParamsSchema,
} from '@mithaq/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember } from '../../plugins/auth.js';
import * as payments from './payments.service.js';
import { handlePayuCallback, resultUrl } from './payu-callback.service.js';

/** Registered under /api/payment (spec section 7). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:provider/initiate',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout: the form the browser posts to the payment provider',
        params: ProviderParamsSchema,
        body: InitiatePaymentSchema,
        response: { 200: InitiatePaymentResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
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

  app.get(
    '/history',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['payments'],
        summary: "The member's payments and current membership",
        response: { 200: PaymentHistorySchema, 401: ErrorSchema },
      },
    },
    async (request) => payments.paymentHistory(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/:txnid/refund-request',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['payments'],
        summary: 'Ask for a refund of a purchase (7 days, not extensively used); opens a support ticket',
        params: TxnParamsSchema,
        body: RefundRequestSchema,
        response: { 201: RefundResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await payments.requestRefund(
            app.ctx,
            currentMember(request).memberId,
            request.params.txnid,
            request.body.reason,
          ),
        ),
  );
};
