import { expect, type Page, signIn, type TestMember } from '../fixtures';

/**
 * What the tests of members' pages drawn by the server share
 * (docs/decisions/0041-members-pages-drawn-by-the-server.md).
 */

/** Mirrors contracts member-page-render.ts (the e2e package does not import the app). */
export const PAGE_STATE = 'id="member-page-state"';

/** Page errors and console errors (a failed hydration reports itself there) from now on. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Signs in and lets the app run once: it writes the session cookie, so from the next page on pages come drawn. */
export async function signInForDrawnPages(page: Page, member: TestMember) {
  await signIn(page, member);
  await page.goto('/profile');
  // The first signed-in page loads its lazy chunks: slower on a busy CI machine.
  await expect(page.getByRole('button', { name: /profile menu/i })).toBeVisible({ timeout: 15_000 });
}

/**
 * Holds back the app's start until `release` is called: the page stays the server's HTML alone while
 * the member types or taps, however fast the machine.
 */
export async function holdTheAppBack(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
