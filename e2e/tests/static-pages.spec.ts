import { expect, type Page, test } from '../fixtures';

/** Spec section 2: the public pages, and section 2 "Premium page" for the payment result. */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });

const PUBLIC_PAGES = ['/', '/about', '/terms', '/privacy', '/refund', '/contact', '/help', '/premium'];

const isLocal = (raw: string) => {
  const url = new URL(raw);
  return ['127.0.0.1', 'localhost'].includes(url.hostname) || ['data:', 'blob:'].includes(url.protocol);
};

/**
 * Records every request the page makes that is not to the app itself, including those the
 * Content-Security-Policy blocks before they reach the network (they raise no 'request' event).
 */
async function collectForeignRequests(page: Page): Promise<() => Promise<string[]>> {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) foreign.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eBlocked: string[] };
    w.__e2eBlocked = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // Only blocked loads count; 'eval' and 'inline' are not requests (zod probes eval at start-up).
      if (/^(https?|wss?):/.test(e.blockedURI)) w.__e2eBlocked.push(`${e.blockedURI} (blocked by CSP)`);
    });
  });
  return async () => {
    const blocked = await page.evaluate(() => (window as unknown as { __e2eBlocked: string[] }).__e2eBlocked);
    return [...foreign, ...blocked];
  };
}

/** Rendered and quiet: heading shown, health check answered, fonts and images loaded. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    const loaded = Promise.all(
      pending.map((img) => new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true }))),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

for (const path of PUBLIC_PAGES) {
  test(`${path} renders a page heading and loads nothing from outside the app`, async ({ page }) => {
    const foreignRequests = await collectForeignRequests(page);
    const res = await page.goto(path);
    expect(res?.status(), `GET ${path}`).toBe(200);
    await settle(page);
    await expect(page.getByText('Page not found')).toBeHidden();
    expect(await foreignRequests(), `requests that left the app on ${path}`).toEqual([]);
  });
}

test('a signed-in member\u2019s dashboard loads nothing from outside the app', async ({ memberPage: page }) => {
  const foreignRequests = await collectForeignRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible();
  await settle(page);
  expect(await foreignRequests()).toEqual([]);
});

test('/premium shows the four plans', async ({ page }) => {
  await page.goto('/premium');
  const main = page.getByRole('main');
  for (const plan of ['Always Free', 'Silver', 'Gold', 'Platinum']) {
    await expect(main.getByText(plan, { exact: true }).first(), plan).toBeVisible();
  }
});

test('/premium?status=success confirms the payment', async ({ page }) => {
  await page.goto('/premium?status=success');
  await expect(page.getByText('Payment completed successfully.')).toBeVisible();
  await expect(page.getByText('Payment failed:')).toBeHidden();
});

test('/premium?status=failure shows the reason, transaction id and provider reference', async ({ page }) => {
  await page.goto('/premium?status=failure&reason=Card%20declined&txnid=T1&mihpayid=P9');
  const main = page.getByRole('main');
  await expect(main.getByText('Payment failed:')).toBeVisible();
  await expect(main.getByText('Card declined')).toBeVisible();
  await expect(main.getByText('T1', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('P9', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Payment completed successfully.')).toBeHidden();
});

test('/premium?status=failure without a reason uses the default reason', async ({ page }) => {
  await page.goto('/premium?status=failure');
  await expect(page.getByText('Payment failed:')).toBeVisible();
  await expect(page.getByText('Payment was not completed.')).toBeVisible();
});

test('an unknown /api path answers a JSON 404, not the app', async ({ request }) => {
  for (const path of ['/api/nope', '/api/nope/deeper?x=1', '/api']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('application/json');
    expect(await res.json(), path).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  }
});

test('an unknown address answers 404 with the not-found page, which leads back home', async ({ page, request }) => {
  const res = await request.get('/some/unknown/address');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await res.text()).toContain('<title>Page not found · Mithaq</title>');

  const visit = await page.goto('/some/unknown/address');
  expect(visit?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Mithaq');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page).toHaveTitle('Mithaq · Faith-led Muslim matrimony');
});

test('the app shows the same not-found page when it moves to an unknown address itself', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Helping Muslims marry/);
  // The app moves, so it must be running: the prerendered HTML shows before it (enabled once it has
  // taken the page over), and a move made before its router listens would go unseen.
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere-in-the-app');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Mithaq');
});

test('pages the router has get the app, a missing build file a plain 404', async ({ request }) => {
  for (const path of ['/dashboard', '/messages?user=x', '/admin', '/premium/receipt/TX1']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain('<div id="root"></div>');
  }
  const asset = await request.get('/assets/missing-abc123.js');
  expect(asset.status()).toBe(404);
  expect(await asset.text()).not.toContain('<html');
});

test('/favicon.ico is the site icon, cacheable for a day', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  expect(res.headers()['cache-control']).toBe('public, max-age=86400');
  // An ICO file: reserved 0, type 1 (icon), then how many images.
  const body = await res.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test('the not-found page names the Help Center as every other page does', async ({ page }) => {
  await page.goto('/some/unknown/address');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Help Center', exact: true })).toHaveAttribute('href', '/help');
  await expect(page.getByText(/Help centre/)).toHaveCount(0);
  await main.getByRole('link', { name: 'Help Center', exact: true }).click();
  await expect(page).toHaveTitle('Help Center · Mithaq');
});
