import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { createMan, profileApi } from '../../profiles/profiles.test-helpers.js';
import { freePort, postForm, sandboxCheckout } from './sandbox.test-helpers.js';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const t = useTestApp({ port, host: '127.0.0.1', publicUrl: base });
const profiles = profileApi(t);
const checkout = (member: TestMember, outcome: 'success' | 'failure') => sandboxCheckout(base, member, outcome);
const post = postForm;

describe('the built-in sandbox gateway (no PAYU_KEY)', () => {
  it('takes a member from Buy to premium through the real callback and verify code', async () => {
    await t.app.listen({ port, host: '127.0.0.1' });
    const man = await createMan(t);
    const landed = await checkout(man, 'success');
    expect(landed.pathname).toBe('/premium');
    expect(landed.searchParams.get('status')).toBe('success');
    expect(landed.searchParams.get('mihpayid')).toMatch(/^\d{10}$/);
    expect((await profiles.me(man)).json().membershipTier).toBe('premium');
  });

  it('sends a failed payment back with the reason and grants nothing', async () => {
    const man = await createMan(t);
    const landed = await checkout(man, 'failure');
    expect(landed.searchParams.get('status')).toBe('failure');
    expect(landed.searchParams.get('reason')).toBe('The payment was declined in the sandbox.');
    expect((await profiles.me(man)).json().membershipTier).toBe('free');
  });

  it('refuses a checkout request the merchant did not sign', async () => {
    const res = await post(`${base}/payment/sandbox`, {
      key: 'mithaq-sandbox',
      txnid: 'x',
      amount: '1.00',
      hash: 'f'.repeat(128),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('not signed by the merchant');
  });

  it('answers verify_payment only to a correctly signed command', async () => {
    const res = await post(`${base}/payment/sandbox/verify`, {
      key: 'mithaq-sandbox',
      command: 'verify_payment',
      var1: 'x',
      hash: 'bad',
    });
    expect(await res.json()).toEqual({ status: 0, msg: 'Invalid Hash.' });
  });
});
