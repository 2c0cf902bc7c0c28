import type { PayuCommand } from '@mithaq/contracts/payu';
import { commandHash } from './payu-hash.js';
import type { PayuSettings } from './payu-settings.js';

export type PostserviceAnswer =
  | { ok: true; body: unknown }
  /** Unreachable, timed out, an HTTP error or not JSON: PayU's answer is unknown. */
  | { ok: false; why: string };

/**
 * One call to PayU's postservice (docs.payu.in "Verify Payment API", "Refund Transaction API"): the
 * form key, command, var1..var3 and hash sha512(key|command|var1|SALT), answered with JSON. Bounded by
 * PAYU_TIMEOUT_MS so a slow PayU never holds a request (or a row lock) for long.
 */
export async function callPostservice(
  payu: PayuSettings,
  command: PayuCommand,
  vars: { var1: string; var2?: string; var3?: string },
): Promise<PostserviceAnswer> {
  const form = new URLSearchParams({ key: payu.key, command });
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) form.set(name, value);
  form.set('hash', commandHash(payu.key, command, vars.var1, payu.salt));
  try {
    const res = await fetch(payu.postserviceUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(payu.timeoutMs),
    });
    if (!res.ok) return { ok: false, why: `HTTP ${res.status}` };
    return { ok: true, body: await res.json() };
  } catch (err) {
    return { ok: false, why: (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable or not JSON' };
  }
}
