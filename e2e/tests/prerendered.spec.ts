import { expect, test } from '../fixtures';

/**
 * The public pages arrive as real HTML (docs/decisions/0015-speed-on-a-phone.md), readable and navigable with
 * JavaScript off, each with its own title, description and Open Graph tags, and the app then takes them over
 * (hydration) without redrawing or complaining.
 */

const PAGES = [
  { path: '/', title: 'Mithaq · Faith-led Muslim matrimony', heading: /Find your spouse/ },
  { path: '/about', title: 'About us · Mithaq', heading: /Helping Muslims marry/ },
  { path: '/terms', title: 'Terms of Service · Mithaq', heading: /Terms of Service/ },
  { path: '/privacy', title: 'Privacy Policy · Mithaq', heading: /Privacy Policy/ },
  { path: '/refund', title: 'Refund Policy · Mithaq', heading: /Refund Policy/ },
  { path: '/contact', title: 'Contact us · Mithaq', heading: /./ },
  { path: '/help', title: 'Help Center · Mithaq', heading: /./ },
  { path: '/premium', title: 'Premium plans · Mithaq', heading: /Choose the plan/ },
  { path: '/forgot-password', title: 'Forgot password · Mithaq', heading: /Forgot your password\?/ },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of PAGES) {
    test(`${page.path} is readable and described for previews`, async ({ page: tab, baseURL }) => {
      await tab.goto(page.path);
      await expect(tab).toHaveTitle(page.title);
      await expect(tab.getByRole('heading', { level: 1 }).first()).toHaveText(page.heading);
      const description = await tab.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute('content', page.title);
      await expect(tab.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
      const url = `${baseURL}${page.path}`;
      await expect(tab.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
      // Nothing promises a connection that will never come without the app running.
      await expect(tab.getByText('Connecting to backend...')).toHaveCount(0);
    });
  }

  test('the footer links lead from page to page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy Policy/);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page).toHaveTitle('Help Center · Mithaq');
  });

  test('an unknown address is readable as not found, kept out of search, and links home', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Mithaq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Find your spouse/);
  });

  test('the link preview image is served', async ({ request }) => {
    const res = await request.get('/og-image.png');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  });
});

test('the app takes over a prerendered page without errors, then navigates in place', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find your spouse/);
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  // The page is static HTML until the app has taken it over (then its language menu comes alive):
  // a click before that is an ordinary link that loads a new document.
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeEnabled();
  // A client-side navigation keeps the document: the marker set on it survives.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('About us · Mithaq');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(problems).toEqual([]);
});

test('a signed-in page the server does not prerender still gets the app shell', async ({ request }) => {
  const res = await request.get('/dashboard');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<div id="root"></div>');
});

/**
 * The first paint is in "Inter Fallback" (src/app/inter-fallback.css): Inter arriving late moves nothing
 * and is no new largest paint. Chromium on Debian has Liberation Sans, Arial's metric twin.
 */
for (const path of ['/', '/login']) {
  test(`${path}: Inter arriving late shifts nothing and is no new largest paint`, async ({ page }) => {
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => {
      releaseFonts = resolve;
    });
    await page.route(/\/assets\/inter-latin-\d+-normal-[^/]+\.woff2$/, async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = { shift: 0, paints: [] as number[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The load event waits for the fonts held back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: { paints: number[] } }).seen.paints.length))
      .toBeGreaterThan(0);
    // Images are largest paints of their own: let them land before counting.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = await page.evaluate(() => (window as unknown as { seen: { paints: number[] } }).seen.paints.length);
    releaseFonts();
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Inter'))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    // Two frames after the swap, so its paint and any shift have been reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => (window as unknown as { seen: { shift: number; paints: number[] } }).seen);
    expect(seen.paints.length).toBe(before);
    expect(seen.shift).toBeLessThan(0.01);
  });
}
