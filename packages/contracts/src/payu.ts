import { z } from 'zod';

/**
 * PayU's postservice protocol (docs.payu.in "Verify Payment API" and "Refund Transaction API"): one
 * form-encoded address for every command, signed sha512(key|command|var1|SALT), answering JSON.
 * The app speaks it to PayU, and the built-in sandbox gateway answers it.
 */
export const PAYU_COMMANDS = ['verify_payment', 'cancel_refund_transaction'] as const;
export type PayuCommand = (typeof PAYU_COMMANDS)[number];

export const PayuPostserviceFormSchema = /* @__PURE__ */ z.object({
  key: z.string(),
  command: z.string(),
  /** verify_payment: the txnid; cancel_refund_transaction: the mihpayid. */
  var1: z.string().default(''),
  /** cancel_refund_transaction: the merchant's token, unique for each refund request. */
  var2: z.string().default(''),
  /** cancel_refund_transaction: the amount to refund, rupees with two decimals. */
  var3: z.string().default(''),
  hash: z.string().default(''),
});
export type PayuPostserviceForm = z.infer<typeof PayuPostserviceFormSchema>;

/** PayU sends ids as numbers or strings, and null when it has none. */
const payuId = /* @__PURE__ */ z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/**
 * The answer to cancel_refund_transaction: status 1 when PayU took the refund (error_code 102,
 * "Refund Request Queued", with its request_id), 0 with a message when it refused.
 */
export const PayuRefundAnswerSchema = /* @__PURE__ */ z.object({
  status: z.coerce.number(),
  msg: z.string().nullish(),
  request_id: payuId,
  mihpayid: payuId,
  error_code: payuId,
});
export type PayuRefundAnswer = z.input<typeof PayuRefundAnswerSchema>;
