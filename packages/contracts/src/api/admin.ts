import {
  AccountStatusChangeSchema,
  AdminLoginSchema,
  AdminMemberDetailSchema,
  AdminProfileListSchema,
  AdminProfilesQuerySchema,
  AdminRegisterSchema,
  AdminSchema,
  AdminSessionSchema,
  AuditListSchema,
  AuditQuerySchema,
  IdDecisionSchema,
  IdReviewQuerySchema,
  IdSubmissionSchema,
  IdSubmissionsSchema,
  PhotoReviewQuerySchema,
  PhotoSubmissionSchema,
  PhotoSubmissionsSchema,
} from '../admin.js';
import { IdParamsSchema, OkSchema } from '../common.js';
import { UserIdParamsSchema } from '../interests.js';
import { PhotoDecisionSchema } from '../media.js';
import { PasswordMessageSchema } from '../password.js';
import {
  AdminRefundListSchema,
  AdminRefundQuerySchema,
  AdminRefundSchema,
  RefundApproveSchema,
  RefundDeclineSchema,
} from '../refunds.js';
import {
  AdminReportListSchema,
  AdminReportQuerySchema,
  ReportDecisionResponseSchema,
  ReportDecisionSchema,
} from '../reports.js';
import {
  SelfieDecisionSchema,
  SelfieReviewQuerySchema,
  SelfieSubmissionSchema,
  SelfieSubmissionsSchema,
} from '../selfie.js';
import {
  AdminSupportQuerySchema,
  AdminTicketReplySchema,
  TicketListSchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketSchema,
} from '../support.js';
import { endpoints } from './endpoint.js';

/** The staff console under /api/admin (spec section 6): sign-in, moderation queues, members, support, reports, refunds, audit. */
export const adminApi = endpoints({
  'GET /api/admin/profiles': { query: AdminProfilesQuerySchema, response: AdminProfileListSchema, errors: [400, 401] },
  'GET /api/admin/profiles/:userId': {
    params: UserIdParamsSchema,
    response: AdminMemberDetailSchema,
    errors: [400, 401, 404],
  },
  'POST /api/admin/profiles/:userId/status': {
    params: UserIdParamsSchema,
    body: AccountStatusChangeSchema,
    response: AdminMemberDetailSchema,
    errors: [400, 401, 404, 409],
  },
  'POST /api/admin/profiles/:userId/password-reset': {
    params: UserIdParamsSchema,
    response: PasswordMessageSchema,
    errors: [400, 401, 404, 409, 429],
  },
  'POST /api/admin/photos/:userId/decision': {
    params: UserIdParamsSchema,
    body: PhotoDecisionSchema,
    response: PhotoSubmissionSchema,
    errors: [400, 401, 404, 409],
  },
  'POST /api/admin/ids/:userId/decision': {
    params: UserIdParamsSchema,
    body: IdDecisionSchema,
    response: IdSubmissionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/admin/support': { query: AdminSupportQuerySchema, response: TicketListSchema, errors: [400, 401] },
  'GET /api/admin/support/:id': {
    params: TicketParamsSchema,
    query: TicketQuerySchema,
    response: TicketSchema,
    errors: [400, 401, 404],
  },
  'POST /api/admin/support/:id/reply': {
    params: TicketParamsSchema,
    body: AdminTicketReplySchema,
    response: TicketSchema,
    errors: [400, 401, 404],
  },
  'GET /api/admin/audit': { query: AuditQuerySchema, response: AuditListSchema, errors: [400, 401] },
  'POST /api/admin/auth/register': {
    body: AdminRegisterSchema,
    response: AdminSchema,
    status: 201,
    errors: [400, 401, 403, 409, 429],
  },
  'POST /api/admin/auth/login': { body: AdminLoginSchema, response: AdminSessionSchema, errors: [400, 401, 429] },
  'GET /api/admin/auth/me': { response: AdminSchema, errors: [401] },
  'POST /api/admin/auth/logout': { response: OkSchema, errors: [401] },
  'GET /api/admin/refunds': { query: AdminRefundQuerySchema, response: AdminRefundListSchema, errors: [400, 401] },
  'POST /api/admin/refunds/:id/approve': {
    params: IdParamsSchema,
    body: RefundApproveSchema,
    response: AdminRefundSchema,
    errors: [400, 401, 404, 409, 502],
  },
  'POST /api/admin/refunds/:id/decline': {
    params: IdParamsSchema,
    body: RefundDeclineSchema,
    response: AdminRefundSchema,
    errors: [400, 401, 404, 409],
  },
  'GET /api/admin/reports': { query: AdminReportQuerySchema, response: AdminReportListSchema, errors: [400, 401] },
  'GET /api/admin/photos': { query: PhotoReviewQuerySchema, response: PhotoSubmissionsSchema, errors: [400, 401] },
  'GET /api/admin/ids': { query: IdReviewQuerySchema, response: IdSubmissionsSchema, errors: [400, 401] },
  'POST /api/admin/selfies/:userId/decision': {
    params: UserIdParamsSchema,
    body: SelfieDecisionSchema,
    response: SelfieSubmissionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/admin/reports/:id/decision': {
    params: IdParamsSchema,
    body: ReportDecisionSchema,
    response: ReportDecisionResponseSchema,
    errors: [400, 401, 404, 409],
  },
  'GET /api/admin/selfies': { query: SelfieReviewQuerySchema, response: SelfieSubmissionsSchema, errors: [400, 401] },
});
