import { expect } from 'vitest';
import type { Config } from '../../platform/config.js';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { responseHash } from './payu-hash.js';
import type { startPayuStandIn } from './payu-stand-in.js';

export const STAND_IN_MIHPAYID = '403993715531234567';

/**
 * Settings for an app that sells through PayU's test checkout and asks `standIn` (its verify and
 * refund service), at a https site address as production has.
 */
export function payuTestSettings(
  standIn: Awaited<ReturnType<typeof startPayuStandIn>>,
  { key, salt, timeoutMs = 10_000 }: { key: string; salt: string; timeoutMs?: number },
): Pick<Config, 'publicUrl' | 'payu'> {
  return {
    publicUrl: 'https://mithaq.test',
    payu: { key, salt, paymentUrl: 'https://test.payu.in/_payment', verifyUrl: standIn.verifyUrl, timeoutMs },
  };
}

/** The checkout form fields initiate answers (txnid, amount, hash, …). */
export type CheckoutParams = Record<string, string> & { txnid: string; amount: string };

/** `POST /api/payment/{txnid}/refund-request` as the member. */
export const requestRefund = (t: TestApp, who: TestMember, txnid: string, reason = 'I bought the wrong plan.') =>
  t.app.inject({ method: 'POST', url: `/api/payment/${txnid}/refund-request`, headers: who.auth, payload: { reason } });

/**
 * Checkout through the real initiate and callback routes, with a PayU stand-in (payu-stand-in.ts)
 * confirming payments server to server, as PayU would.
 */
export function payuTestApi(t: TestApp, standIn: Awaited<ReturnType<typeof startPayuStandIn>>, salt: string) {
  const initiate = (who: TestMember, plan: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/payu/initiate', headers: who.auth, payload: { plan } });

  /** What PayU posts back to surl/furl for these request params, signed with the salt as PayU does. */
  function payuReturn(params: Record<string, string>, status: string, extra: Record<string, string> = {}) {
    const fields = { ...params, status, mihpayid: STAND_IN_MIHPAYID, ...extra } as Record<string, string>;
    const hash = responseHash(fields as unknown as Parameters<typeof responseHash>[0], salt);
    return { ...fields, hash: extra.hash ?? hash };
  }

  const callback = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/payu/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  /** Buys through the callback, with the stand-in confirming the payment. */
  async function buy(who: TestMember, plan: string, mihpayid = STAND_IN_MIHPAYID) {
    const { params } = (await initiate(who, plan)).json();
    standIn.transactions.set(params.txnid, { status: 'success', amt: params.amount, mihpayid });
    const res = await callback(payuReturn(params, 'success', { mihpayid }));
    expect(res.statusCode).toBe(303);
    return { params: params as CheckoutParams, location: res.headers.location as string };
  }

  const history = (who: TestMember) => t.app.inject({ method: 'GET', url: '/api/payment/history', headers: who.auth });

  return { initiate, payuReturn, callback, buy, history, requestRefund: requestRefund.bind(null, t) };
}
