import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/config.js';

export const PAYU_PRODUCTION_PAYMENT_URL = 'https://secure.payu.in/_payment';
export const PAYU_PRODUCTION_VERIFY_URL = 'https://info.payu.in/merchant/postservice.php?form=2';
export const SANDBOX_PATH = '/payment/sandbox';
export const SANDBOX_KEY = 'mithaq-sandbox';

export interface PayuSettings {
  /** 'sandbox': no PAYU_KEY, our own gateway at /payment/sandbox takes the payment; no money moves. */
  mode: 'live' | 'sandbox';
  key: string;
  salt: string;
  paymentUrl: string;
  /** PayU's postservice: one address for verify_payment and cancel_refund_transaction. */
  postserviceUrl: string;
  /** How long a postservice call may take (PAYU_TIMEOUT_MS). */
  timeoutMs: number;
  /** Where PayU sends the shopper back (surl and furl). */
  callbackUrl: string;
}

/** The sandbox's loopback address for its postservice: the app asks itself, as it would ask PayU. */
function loopbackUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function payuSettings(config: Config & { authSecret: string }): PayuSettings {
  const callbackUrl = `${config.publicUrl}/api/payment/payu/callback`;
  const { key, salt, paymentUrl, verifyUrl, timeoutMs } = config.payu;
  if (key && salt) {
    return {
      mode: 'live',
      key,
      salt,
      paymentUrl: paymentUrl ?? PAYU_PRODUCTION_PAYMENT_URL,
      postserviceUrl: verifyUrl ?? PAYU_PRODUCTION_VERIFY_URL,
      timeoutMs,
      callbackUrl,
    };
  }
  return {
    mode: 'sandbox',
    key: SANDBOX_KEY,
    // A salt of its own, derived so every instance of one deployment agrees without a setting.
    salt: createHmac('sha256', config.authSecret).update('mithaq payu sandbox salt').digest('hex'),
    paymentUrl: paymentUrl ?? `${config.publicUrl}${SANDBOX_PATH}`,
    postserviceUrl: verifyUrl ?? `${loopbackUrl(config)}${SANDBOX_PATH}/verify`,
    timeoutMs,
    callbackUrl,
  };
}
