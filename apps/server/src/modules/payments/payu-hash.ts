import { createHash } from 'node:crypto';

/** PayU hosted checkout hashes (PayU docs, "Generate hash" and "Verify the response hash"). */
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

export interface PaymentRequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
}

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function requestHash(f: PaymentRequestFields, salt: string): string {
  return sha512(
    [
      f.key,
      f.txnid,
      f.amount,
      f.productinfo,
      f.firstname,
      f.email,
      f.udf1,
      f.udf2,
      f.udf3,
      f.udf4,
      f.udf5,
      '',
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/**
 * The reverse hash PayU sends back: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|
 * productinfo|amount|txnid|key), with `additionalCharges|` in front when PayU sends that field.
 */
export function responseHash(f: PaymentRequestFields & { status: string; additionalCharges?: string }, salt: string) {
  const body = [salt, f.status, '', '', '', '', '', f.udf5, f.udf4, f.udf3, f.udf2, f.udf1, f.email, f.firstname]
    .concat([f.productinfo, f.amount, f.txnid, f.key])
    .join('|');
  return sha512(f.additionalCharges ? `${f.additionalCharges}|${body}` : body);
}

/** sha512(key|command|var1|SALT) for the postservice (verify_payment). */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512(`${key}|${command}|${var1}|${salt}`);
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
