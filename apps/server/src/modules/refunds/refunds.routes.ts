import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import {
  AdminRefundListSchema,
  AdminRefundQuerySchema,
  AdminRefundSchema,
  RefundApproveSchema,
  RefundDeclineSchema,
} from '@mithaq/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAdmin } from '../../plugins/auth.js';
import * as refunds from './refunds.service.js';

const decisionErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Registered under /api/admin/refunds: the staff refund queue (docs/decisions/0012-refunds.md). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund requests by status, with the payment, plan, use since paying and both amounts',
        querystring: AdminRefundQuerySchema,
        response: { 200: AdminRefundListSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => refunds.listRefunds(app.ctx, request.query.status),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund in full or pro-rated through PayU (cancel_refund_transaction), end or shorten the membership, tell the member',
        params: IdParamsSchema,
        body: RefundApproveSchema,
        response: { 200: AdminRefundSchema, ...decisionErrors, 502: ErrorSchema },
      },
    },
    async (request) =>
      refunds.approveRefund(app.ctx, currentAdmin(request), request.params.id, request.body.amount, request.log),
  );

  app.post(
    '/:id/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline with a reason the member is sent',
        params: IdParamsSchema,
        body: RefundDeclineSchema,
        response: { 200: AdminRefundSchema, ...decisionErrors },
      },
    },
    async (request) => refunds.declineRefund(app.ctx, currentAdmin(request), request.params.id, request.body.reason),
  );
};
