import { expect, type Page, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';

/**
 * Rolling deploys (docs/decisions/0022-running-as-a-fleet.md): a page loaded before a deploy asks for
 * a page chunk the new build no longer has. The app reloads itself once to pick up the new build's
 * chunks, and never more than once in a row when the chunk is really missing.
 */

test.use({ profileWizard: false });

const CONTACT_CHUNK = '**/assets/contact-page-*.js';
/** Mirrors STORAGE_KEYS.staleBuildReloadAt (the e2e package does not import the web app). */
const RELOAD_KEY = 'mithaq_stale_build_reload_at';

/** Answers the contact page's chunk 404 the first `times` times it is asked for, as after a deploy. */
async function removeContactChunk(page: Page, times: number) {
  const asked = { count: 0 };
  await page.route(CONTACT_CHUNK, async (route) => {
    asked.count += 1;
    if (asked.count <= times) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    else await route.continue();
  });
  return asked;
}

/** Opens /about with the app running, counting full page loads from there on. */
async function openAboutPage(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  // The health check runs once the app has started on the prerendered page.
  const started = page.waitForResponse((r) => r.url().endsWith('/api/health'));
  await page.goto('/about');
  await started;
  return loads;
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });

test('reloads once when a page chunk is gone after a deploy, then works as usual', async ({ page }) => {
  const asked = await removeContactChunk(page, 1);
  const loads = await openAboutPage(page);

  // The reloaded page starts the app again; its health check says it has taken the drawn page over.
  const restarted = page.waitForResponse((r) => r.url().endsWith('/api/health'));
  await footerLink(page, 'Contact').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'We are here to help' })).toBeVisible();
  await expect.poll(() => asked.count).toBe(2);
  expect(loads.count).toBe(2);
  await restarted;

  // The reloaded page runs the app: the next link is followed in the page, without another load.
  await footerLink(page, 'Help').click();
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  expect(loads.count).toBe(2);
});

test('does not reload again when the chunk is still missing after the reload, and says so', async ({ page }) => {
  const asked = await removeContactChunk(page, Number.POSITIVE_INFINITY);
  const loads = await openAboutPage(page);

  await footerLink(page, 'Contact').click();
  // The reloaded page asks again and fails again: it says so and offers a reload of its own.
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  expect(asked.count).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_KEY)).not.toBeNull();
  expect(await seriousViolations(page)).toEqual([]);

  // No second reload: the rest of the site works in the same page load.
  await footerLink(page, 'Help').click();
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  expect(loads.count).toBe(2);
});
