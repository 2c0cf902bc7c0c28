import { expect, type Page, PUSH_PROMPT_DISMISSED_KEY, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { memberIdOf, sendInterestViaApi, uniqueTag } from '../helpers/members';

/**
 * The installable app (docs/decisions/0027-installable-app-and-push-on-the-web.md): the manifest and icons, the service
 * worker taking over the site, the offline page when the server cannot be reached, member data never kept by the
 * worker, and the push notifications card after a first interest. Service workers are blocked in the other specs
 * (playwright.config.ts); here they run as in a member's browser.
 */
test.use({ serviceWorkers: 'allow', profileWizard: false });

/** Waits for the worker to be active, then reloads so it controls the page (it claims open pages too). */
async function underWorker(page: Page) {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('every page links the manifest in its language, and the manifest and its icons load', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  const res = await request.get(href as string);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Mithaq',
    short_name: 'Mithaq',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5d4b',
    background_color: '#fbf7f0',
  });
  expect(manifest.description).toContain('matrimony');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png', '/icons/badge-96.png']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }

  // The Urdu pages link the Urdu manifest, right to left, for the install dialog's description.
  await page.goto('/ur/about');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-ur.webmanifest');
  const urdu = (await (await request.get('/manifest-ur.webmanifest')).json()) as Record<string, string>;
  expect(urdu).toMatchObject({ lang: 'ur', dir: 'rtl', start_url: '/dashboard' });
  expect(urdu.description).toContain('رشتے');
});

test('the service worker installs and controls the site, and pages still come from the server', async ({ page }) => {
  await page.goto('/');
  await underWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A member's page is the server's answer, not the precached shell (which could name chunks a newer
  // deploy has removed): only the server's answer varies by the reader's language.
  const shell = await page.goto('/dashboard');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(shell?.headers().vary).toContain('Cookie');
});

test('offline, a page never visited shows the offline page in the reader language', async ({ page, context }) => {
  await page.goto('/about');
  await underWorker(page);

  await context.setOffline(true);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The page visited before is kept, and a member's page is drawn by the precached app shell.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);

  // The language chosen on the site (its `lang` cookie) picks the offline page's language.
  await context.addCookies([{ name: 'lang', value: 'ur', url: page.url() }]);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'آپ آف لائن ہیں' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Back online, 'Try again' loads the real page.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'دوبارہ کوشش کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/contact$/);
});

test('a push shows its notification with our icon and badge, replacing one with the same tag', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/about');
  await underWorker(page);

  const id = await registrationId;
  const deliver = (payload: Record<string, string>) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL as string,
      registrationId: id,
      data: JSON.stringify(payload),
    });
  await deliver({
    title: 'Ayesha sent you an interest',
    body: 'Hyderabad',
    url: '/dashboard?tab=interests',
    tag: 'interest-1',
  });
  await deliver({
    title: 'Ayesha sent you an interest again',
    body: 'Hyderabad',
    url: '/dashboard?tab=interests',
    tag: 'interest-1',
  });

  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: new URL(n.icon).pathname,
        // `badge` is not in TypeScript's DOM types yet.
        badge: new URL((n as Notification & { badge: string }).badge).pathname,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: 'Ayesha sent you an interest again',
      body: 'Hyderabad',
      tag: 'interest-1',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: '/dashboard?tab=interests' },
    },
  ]);
});

test('member data is never kept by the service worker', async ({ memberPage: page }) => {
  await page.goto('/dashboard');
  await underWorker(page);
  await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  // Through the worker, a member's page is the one the server drew for them (member-pages-drawn.spec.ts),
  // never kept by the worker.
  const drawn = await page.goto('/notifications');
  expect(drawn?.fromServiceWorker()).toBe(true);
  expect(await drawn?.text()).toContain('id="member-page-state"');
  await page.goto('/messages');
  await page.goto('/settings');

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/index.html');
  expect(kept.filter((path) => path.startsWith('/api') || path.startsWith('/media/'))).toEqual([]);
  expect(kept.filter((path) => ['/dashboard', '/notifications', '/messages'].includes(path))).toEqual([]);
});

/** A well-formed VAPID public key (an uncompressed P-256 point, base64url): the card is offered only where the site pushes. */
const VAPID_PUBLIC_KEY = `B${'A'.repeat(86)}`;

/** `GET /api/config` as the server answers, with a push key where the server has none configured. */
async function withPushKey(page: Page) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { vapidPublicKey?: string | null };
    await route.fulfill({ response, json: { ...config, vapidPublicKey: config.vapidPublicKey ?? VAPID_PUBLIC_KEY } });
  });
}

test.describe('the push notifications card', () => {
  // The card needs no worker until the member says yes; page.route() needs it out of the way.
  test.use({ pushPrompt: true, serviceWorkers: 'block' });

  test('is offered after an interest arrives, never on page load, and Not now keeps it away', async ({
    createMember,
    openPageAs,
    request,
  }) => {
    test.slow(); // two page loads, two interests through the live stream and a wait that nothing comes
    const tag = uniqueTag();
    const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female' });
    const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male' });
    const page = await openPageAs(yusuf);
    await withPushKey(page);
    const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/messages/stream'));
    await page.goto('/dashboard');
    await streamOpen;
    await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    const card = page.getByRole('dialog', { name: 'Hear back even when Mithaq is closed' });
    await expect(card).toBeHidden();

    // An interest reaches Yusuf through the live stream: the card follows, and takes the focus.
    await sendInterestViaApi(request, amina, await memberIdOf(request, yusuf));
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toBeFocused();
    await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();
    const dismissedAt = await page.evaluate((key) => Number(localStorage.getItem(key)), PUSH_PROMPT_DISMISSED_KEY);
    expect(Date.now() - dismissedAt).toBeLessThan(60_000);

    // Remembered: the next load and the next interest do not bring it back.
    await page.reload();
    const third = await createMember({ fullName: `Sara ${tag}`, gender: 'Female' });
    await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await sendInterestViaApi(request, third, await memberIdOf(request, yusuf));
    await page.waitForTimeout(3_000);
    await expect(card).toBeHidden();
  });
});
