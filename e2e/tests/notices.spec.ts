import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { browseByLocation } from '../helpers/browse';
import { memberIdOf, uniqueTag } from '../helpers/members';

/**
 * Toast notices (docs/decisions/0008-profile-view-and-wizard-web.md "Notices"): drawn with Mantine's notification
 * styles, so they are opaque and readable, and placed where they never cover the header, the menu or the page's tabs.
 * The notice here is a real one: the free plan's daily interest limit (spec section 9).
 */

test.use({ profileWizard: false });
// Several members and a run of interests before the page opens.
test.describe.configure({ timeout: 60_000 });

const PAGE_LOAD = { timeout: 15_000 };

/** Sends interests through the API to fresh members tagged `tag` until the plan refuses one; returns that member. */
async function reachDailyLimit(
  request: APIRequestContext,
  createMember: (o: Partial<TestMember>) => Promise<TestMember>,
  sender: TestMember,
  tag: string,
): Promise<TestMember> {
  for (let n = 1; n <= 30; n += 1) {
    const target = await createMember({ fullName: `Yusuf ${tag} ${n}`, gender: 'Male', city: `Pune ${tag}` });
    const res = await request.post(`/api/profiles/${await memberIdOf(request, target)}/interest`, {
      headers: { authorization: `Bearer ${sender.token}` },
      data: {},
    });
    if (res.status() === 429) return target;
    expect(res.status(), await res.text()).toBe(201);
  }
  throw new Error('the free plan never refused an interest');
}

/** Opacity of a CSS colour as getComputedStyle gives it ('rgb(...)' or 'rgba(..., a)'). */
const alphaOf = (color: string) => Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1] ?? 1);

/** WCAG 2.x contrast ratio of two opaque computed colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether a click at the middle of `target` reaches it, rather than something drawn over it. */
const isUncovered = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
  a !== null &&
  b !== null &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

/** Shows the daily-limit notice on /dashboard and checks it reads clearly and clear of the header and tabs. */
async function showLimitNotice(page: Page, target: TestMember, tag: string): Promise<Locator> {
  await browseByLocation(page, tag);
  const card = page.getByRole('article', { name: target.fullName, exact: true });
  await card.getByRole('button', { name: 'Send Interest' }).click(PAGE_LOAD);

  const notice = page.getByRole('alert').filter({ hasText: 'Interest not sent' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('daily limit');
  // The card may have been scrolled to; the header and tabs are at the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));

  const colours = await notice.evaluate((el) => {
    const description = el.querySelector('.mantine-Notification-description') ?? el;
    const title = el.querySelector('.mantine-Notification-title') ?? el;
    return {
      background: getComputedStyle(el).backgroundColor,
      title: getComputedStyle(title).color,
      text: getComputedStyle(description).color,
    };
  });
  expect(alphaOf(colours.background), colours.background).toBe(1);
  expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colours.title, colours.background)).toBeGreaterThanOrEqual(4.5);

  const noticeBox = await notice.boundingBox();
  expect(overlaps(noticeBox, await page.locator('header').first().boundingBox()), 'notice over the header').toBe(false);
  expect(overlaps(noticeBox, await page.getByRole('tablist').boundingBox()), 'notice over the tabs').toBe(false);
  return notice;
}

for (const viewport of [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the daily-limit notice is opaque and readable, and the navigation stays usable under it', async ({
      request,
      createMember,
      openPageAs,
    }, testInfo) => {
      const tag = uniqueTag();
      const sender = await createMember({ fullName: `Amina ${tag}`, gender: 'Female', city: `Pune ${tag}` });
      const target = await reachDailyLimit(request, createMember, sender, tag);
      const page = await openPageAs(sender);

      const notice = await showLimitNotice(page, target, tag);
      await page.screenshot({ path: testInfo.outputPath(`notice-${viewport.width}.png`) });

      const tab = page.getByRole('tab', { name: 'Interests', exact: true });
      expect(await isUncovered(tab), 'the Interests tab can be clicked').toBe(true);
      if (viewport.width < 760) {
        expect(await isUncovered(page.getByRole('button', { name: 'Open menu' })), 'the menu can be opened').toBe(true);
        await expect(notice).toBeVisible();
        await tab.click();
        await expect(page).toHaveURL(/tab=interests/);
      } else {
        const matches = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' });
        expect(await isUncovered(matches), 'the nav links can be clicked').toBe(true);
        await expect(notice).toBeVisible();
        await matches.click();
        await expect(page).toHaveURL(/tab=accepted/);
        await expect(page.getByRole('tab', { name: 'Accepted Interests', selected: true })).toBeVisible();
      }
    });
  });
}
