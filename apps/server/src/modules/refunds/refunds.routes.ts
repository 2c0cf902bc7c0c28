import { adminApi } from '@mithaq/contracts/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import * as refunds from './refunds.service.js';

/** Registered under /api/admin/refunds: the staff refund queue (docs/decisions/0012-refunds.md). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/refunds',
    {
      tags: ['admin'],
      summary: 'Refund requests by status, with the payment, plan, use since paying and both amounts',
    },
    async (request) => refunds.listRefunds(app.ctx, request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/refunds/:id/approve',
    {
      tags: ['admin'],
      summary:
        'Refund in full or pro-rated through PayU (cancel_refund_transaction), end or shorten the membership, tell the member',
    },
    async (request) =>
      refunds.approveRefund(app.ctx, currentAdmin(request), request.params.id, request.body.amount, request.log),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/refunds/:id/decline',
    { tags: ['admin'], summary: 'Decline with a reason the member is sent' },
    async (request) => refunds.declineRefund(app.ctx, currentAdmin(request), request.params.id, request.body.reason),
  );
};
