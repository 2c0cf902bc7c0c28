import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { createMan, profileApi } from '../../profiles/profiles.test-helpers.js';

/** A free loopback port, so the app's own sandbox verify address (PORT) is where it listens. */
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const t = useTestApp({ port, host: '127.0.0.1', publicUrl: base });
const profiles = profileApi(t);

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      (value ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    ]),
  );
const formAction = (html: string) => /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** The shopper's whole journey through the sandbox gateway, as the browser makes it. */
async function checkout(member: TestMember, outcome: 'success' | 'failure') {
  const res = await fetch(`${base}/api/payment/payu/initiate`, {
    method: 'POST',
    headers: { ...member.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'silver' }),
  });
  const { action, params } = (await res.json()) as { action: string; params: Record<string, string> };
  expect(action).toBe(`${base}/payment/sandbox`);
  const page = await (await post(action, params)).text();
  expect(page).toContain('No money moves here.');
  expect(page).toContain('₹1500.00');
  const back = await (await post(`${base}/payment/sandbox/complete`, { ...hiddenFields(page), outcome })).text();
  expect(formAction(back)).toBe(`${base}/api/payment/payu/callback`);
  const landed = await post(formAction(back), hiddenFields(back));
  expect(landed.status).toBe(303);
  return new URL(landed.headers.get('location') ?? '');
}

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
