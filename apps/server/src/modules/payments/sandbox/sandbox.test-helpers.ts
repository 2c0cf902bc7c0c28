import net from 'node:net';
import { expect } from 'vitest';
import type { TestMember } from '../../../test/factories.js';

/** A free loopback port, so the app's own sandbox postservice address (PORT) is where it listens. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

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

export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** The shopper's whole journey through the sandbox gateway of the app at `base`, as the browser makes it. */
export async function sandboxCheckout(
  base: string,
  member: TestMember,
  outcome: 'success' | 'failure',
  plan = 'silver',
) {
  const res = await fetch(`${base}/api/payment/payu/initiate`, {
    method: 'POST',
    headers: { ...member.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  const { action, params } = (await res.json()) as { action: string; params: Record<string, string> };
  expect(action).toBe(`${base}/payment/sandbox`);
  const page = await (await postForm(action, params)).text();
  expect(page).toContain('No money moves here.');
  expect(page).toContain(`₹${params.amount}`);
  const back = await (await postForm(`${base}/payment/sandbox/complete`, { ...hiddenFields(page), outcome })).text();
  expect(formAction(back)).toBe(`${base}/api/payment/payu/callback`);
  const landed = await postForm(formAction(back), hiddenFields(back));
  expect(landed.status).toBe(303);
  return new URL(landed.headers.get('location') ?? '');
}
