import { riskApi } from '@mithaq/contracts/api/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import * as safety from '../safety/index.js';
import { decideRisk } from './risk-review.service.js';

const tags = ['admin'];

/**
 * Registered inside the staff routes (under /api/admin, behind their staff session check): the Risk queue
 * (docs/decisions/0067-risk-record.md).
 */
export const adminRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    riskApi,
    'GET /api/admin/risk',
    { tags, summary: 'Members whose scam signals passed a threshold: open, restricted, or decided' },
    async (request) => safety.listRiskQueue(app.ctx, request.query.view),
  );

  serveEndpoint(
    app,
    riskApi,
    'GET /api/admin/risk/:userId',
    {
      tags,
      summary:
        "A member's risk case and its evidence: flagged messages, reports, photo flags, openers, linked accounts",
    },
    async (request) => safety.getRiskDetail(app.ctx, request.params.userId),
  );

  serveEndpoint(
    app,
    riskApi,
    'POST /api/admin/risk/:userId/decision',
    { tags, summary: 'Dismiss, warn, restrict, release or deactivate a member of the Risk queue; audited' },
    async (request) => decideRisk(app.ctx, currentAdmin(request), request.params.userId, request.body),
  );
};
