import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { premiumMatch, sendMessageViaApi } from '../helpers/membership';

/**
 * Right to left (docs/decisions/0024-languages.md): in Urdu and Arabic the document reads right to left, the member's
 * own messages sit on the reading end (the left) and the other member's on the start (the right), and the
 * composer's send button ends the line on the left; English is the mirror image. Members' words set
 * their own direction (dir="auto"), whatever the page's language.
 */

test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

/** The send button's name in each language (apps/web/src/locales/messages). */
const SEND = { en: 'Send', ur: 'بھیجیں', ar: 'إرسال' } as const;
type Lang = keyof typeof SEND;

const OWN_TEXT = 'Assalamu alaikum, how is your family?';
const OTHER_TEXT = 'وعلیکم السلام، سب خیریت سے ہیں';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { left: box.x, right: box.x + box.width, width: box.width };
}

interface ThreadFixtures {
  createMember: Parameters<typeof premiumMatch>[0];
  request: APIRequestContext;
  openPageAs: (member: TestMember) => Promise<Page>;
  baseURL?: string;
}

/**
 * Amina's conversation with Yusuf, matched and both premium, opened in `lang` on a desktop: he has
 * written OTHER_TEXT, and she `ownText` when given.
 */
async function openTheirThread(
  { createMember, request, openPageAs, baseURL }: ThreadFixtures,
  lang: Lang,
  ownText?: string,
) {
  const { amina, yusuf, aId, bId } = await premiumMatch(createMember, request);
  await sendMessageViaApi(request, yusuf, aId, OTHER_TEXT);
  if (ownText) await sendMessageViaApi(request, amina, bId, ownText);
  const page = await openPageAs(amina);
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/messages?user=${bId}`);
  return { page, other: yusuf };
}

for (const lang of ['ur', 'ar', 'en'] as const) {
  const isRtl = lang !== 'en';

  test(`in ${lang} the thread reads ${isRtl ? 'right to left' : 'left to right'}: own bubbles at the reading end, send at the end of the composer`, async ({
    createMember,
    openPageAs,
    request,
    baseURL,
  }) => {
    test.slow(); // two members, membership grants
    const { page, other: b } = await openTheirThread({ createMember, openPageAs, request, baseURL }, lang, OWN_TEXT);

    await expect(page.locator('html')).toHaveAttribute('dir', isRtl ? 'rtl' : 'ltr', PAGE_LOAD);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The open thread is the region named after the other member, in every language.
    const thread = page.getByRole('region', { name: new RegExp(b.fullName) });
    const own = thread.getByText(OWN_TEXT, { exact: true });
    const other = thread.getByText(OTHER_TEXT, { exact: true });
    await expect(own).toBeVisible(PAGE_LOAD);
    await expect(other).toBeVisible();
    const history = thread.getByRole('list').filter({ hasText: OWN_TEXT });
    const list = await boxOf(history);
    const ownBox = await boxOf(own);
    const otherBox = await boxOf(other);
    // A bubble hugs its side: within its padding and border of the list's edge.
    const EDGE = 32;
    if (isRtl) {
      expect(ownBox.left - list.left).toBeLessThan(EDGE);
      expect(list.right - otherBox.right).toBeLessThan(EDGE);
      expect(ownBox.right).toBeLessThan(otherBox.left + otherBox.width);
    } else {
      expect(list.right - ownBox.right).toBeLessThan(EDGE);
      expect(otherBox.left - list.left).toBeLessThan(EDGE);
    }

    // Each message takes its own words' direction, not the page's.
    await expect(own).toHaveAttribute('dir', 'auto');
    expect(await own.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await other.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');

    const input = await boxOf(thread.getByRole('textbox'));
    const send = await boxOf(thread.getByRole('button', { name: SEND[lang], exact: true }));
    if (isRtl) expect(send.right).toBeLessThanOrEqual(input.left);
    else expect(send.left).toBeGreaterThanOrEqual(input.right);
  });
}

test('in Urdu an English name keeps its own direction in the header, the inbox and the block dialog', async ({
  createMember,
  openPageAs,
  request,
  baseURL,
}) => {
  test.slow(); // two members, membership grants
  const { page, other: b } = await openTheirThread({ createMember, openPageAs, request, baseURL }, 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);

  // The header's name and the inbox entry's: each an isolate reading left to right (UAX #9).
  const names = page.getByText(b.fullName, { exact: true });
  await expect(names.first()).toBeVisible(PAGE_LOAD);
  expect(await names.count()).toBeGreaterThanOrEqual(2);
  for (const name of await names.all()) {
    const style = await name.evaluate((el) => {
      const css = getComputedStyle(el);
      return { direction: css.direction, unicodeBidi: css.unicodeBidi };
    });
    expect(style).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
  }

  // In the Urdu question "{name} کو بلاک کریں؟" the name is isolated, so the question mark stays at the end.
  await page.getByRole('button', { name: 'ممبر کو بلاک کریں' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`\u2068${b.fullName}\u2069 کو بلاک کریں؟`);
});
