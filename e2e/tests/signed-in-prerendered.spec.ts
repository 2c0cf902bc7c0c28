import { expect, type Page, registerMember, signIn, signInThroughTheForm, test } from '../fixtures';

/**
 * A signed-in member who opens a prerendered page never sees the visitor's offers, not even for one
 * frame; a visitor sees them at first paint; a dead session ends in the visitor's page
 * (docs/decisions/0040-signed-in-state-on-prerendered-pages.md).
 */

test.use({ profileWizard: false });

const PRERENDERED = ['/', '/premium', '/help'] as const;

/** Sign in, Register and a visitor's Buy are buttons that lead to the sign-in or registration form. */
const VISITOR_OFFER =
  'a.mantine-Button-root[href$="/login"], a.mantine-Button-root[href$="/register"], a.mantine-Button-root[href*="/register?plan="]';

interface FrameRecord {
  frames: number;
  firstFrameMarked: boolean | null;
  seen: string[];
  layoutShift: number;
}

/**
 * From the document's creation on, checks before every frame the browser draws (requestAnimationFrame
 * runs before each paint, the first included) whether a visitor's offer would be painted, and adds up
 * the page's layout shifts (Cumulative Layout Shift, as Lighthouse counts it for a load).
 */
async function recordVisitorOffers(page: Page) {
  await page.addInitScript((selector) => {
    const record = { frames: 0, firstFrameMarked: null as boolean | null, seen: [] as string[], layoutShift: 0 };
    (window as unknown as { visitorOffers: typeof record }).visitorOffers = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const everyFrame = () => {
      if (record.frames === 0) record.firstFrameMarked = document.documentElement.hasAttribute('data-signed-in');
      record.frames += 1;
      for (const link of document.querySelectorAll(selector)) {
        if (link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          record.seen.push(`frame ${record.frames}: ${link.textContent} -> ${link.getAttribute('href')}`);
        }
      }
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, VISITOR_OFFER);
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { visitorOffers: FrameRecord }).visitorOffers);

/** The page as its HTML and head script draw it, before (and without) the app's own code. */
async function withoutAppCode(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test('a signed-in member never sees Sign in, Register or a visitor Buy on a prerendered page', async ({
  page,
  member,
}) => {
  await recordVisitorOffers(page);
  await signInThroughTheForm(page, member.email, member.password);

  for (const path of PRERENDERED) {
    await page.goto(path);
    // The app has taken over: the member's own controls are drawn.
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    if (path === '/premium') await expect(page.getByRole('button', { name: 'Buy Gold' })).toBeVisible();
    if (path === '/') await expect(page.getByRole('link', { name: 'Go to dashboard' }).first()).toBeVisible();
    // Let a few more frames pass after the member check, then read what every frame would have shown.
    await page.waitForTimeout(300);
    const record = await framesOf(page);
    expect(record.frames, path).toBeGreaterThan(5);
    expect(record.firstFrameMarked, `${path}: marked before the first paint`).toBe(true);
    expect(record.seen, path).toEqual([]);
    expect(record.layoutShift, `${path}: layout shift`).toBeLessThan(0.05);
  }
});

test('before the app runs, a member’s page hides the visitor offers and keeps their room', async ({ memberPage }) => {
  await withoutAppCode(memberPage);
  for (const path of PRERENDERED) {
    await memberPage.goto(path);
    await expect(memberPage.locator('html')).toHaveAttribute('data-signed-in', '');
    await expect(memberPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const offers = memberPage.locator(VISITOR_OFFER);
    expect(await offers.count(), path).toBeGreaterThan(0);
    for (const offer of await offers.all()) await expect(offer, path).toBeHidden();
  }
});

test('a visitor sees Sign in, Register and Buy from the first paint', async ({ page }) => {
  await withoutAppCode(page);
  await page.goto('/premium');
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register Free' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Gold' })).toBeVisible();
  // Drawn filled from the HTML alone: Mantine's colour variables need <html data-mantine-color-scheme>.
  await expect(page.getByRole('link', { name: 'Buy Gold' })).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Find your spouse/ });
  await expect(hero.getByRole('link', { name: 'Register Free' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a visitor with the app running still sees Sign in, Register and Buy', async ({ page }) => {
  await page.goto('/premium');
  await expect(page.getByRole('link', { name: 'Buy Gold' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
});

test('a stale session on this browser ends in the visitor page, not a broken one', async ({ page, request }) => {
  const member = await registerMember(request);
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${member.token}` } });
  expect(logout.status()).toBe(200);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, member);

  await page.goto('/premium');
  await expect(page.getByRole('link', { name: 'Buy Gold' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  expect(await page.evaluate(() => localStorage.getItem('mithaq_token'))).toBeNull();
  expect(problems).toEqual([]);
});
