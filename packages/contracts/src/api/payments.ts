import {
  InitiatePaymentResponseSchema,
  InitiatePaymentSchema,
  PaymentHistorySchema,
  ProviderParamsSchema,
  RefundRequestSchema,
  RefundResponseSchema,
  TxnParamsSchema,
} from '../payments.js';
import { endpoints } from './endpoint.js';

/** Buying premium and the payment history under /api/payment (PayU's form posts are not declared here). */
export const paymentsApi = endpoints({
  'POST /api/payment/:provider/initiate': {
    params: ProviderParamsSchema,
    body: InitiatePaymentSchema,
    response: InitiatePaymentResponseSchema,
    errors: [400, 401],
  },
  'GET /api/payment/history': { response: PaymentHistorySchema, errors: [401] },
  'POST /api/payment/:txnid/refund-request': {
    params: TxnParamsSchema,
    body: RefundRequestSchema,
    response: RefundResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409],
  },
});
