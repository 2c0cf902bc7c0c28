/**
 * Full-page screenshots of the main pages, signed out and signed in, at a phone and a laptop size,
 * for a look by eye. Registers one fresh member on the target server.
 *
 *   node --import tsx e2e/screenshots.ts <baseURL> <outDir>
 *   e.g. node --import tsx e2e/screenshots.ts http://127.0.0.1:3000 /tmp/shots
 *
 * SHOT_LOCALES=en,hi,ur,ar takes them in each of those languages (the `lang` cookie a visitor's
 * choice sets), each file named after its language.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

function parseArgs(): { baseURL: string; outDir: string } {
  const [baseURL, outDir] = process.argv.slice(2);
  if (!baseURL || !outDir) {
    console.error('usage: node --import tsx e2e/screenshots.ts <baseURL> <outDir>');
    process.exit(2);
  }
  return { baseURL, outDir };
}
const { baseURL, outDir } = parseArgs();

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];
const GUEST_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=screenshot',
  '/premium',
  '/about',
  '/help',
  '/terms',
  '/privacy',
  '/refund',
  '/contact',
];
const MEMBER_PAGES = [
  '/dashboard',
  '/dashboard?tab=interests',
  '/dashboard?tab=accepted',
  '/profile',
  '/notifications',
  '/premium',
  '/verification',
  '/settings',
];

const LOCALES = (process.env.SHOT_LOCALES ?? 'en').split(',').filter(Boolean);

const slug = (p: string) => (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

async function registerMember(): Promise<string> {
  const res = await fetch(new URL('/api/auth/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Amina Rahman',
      email: `shots-${randomUUID().slice(0, 12)}@example.com`,
      password: 'correct-horse-1',
      age: 27,
      gender: 'Female',
      city: 'Hyderabad',
      profession: 'Engineer',
      sect: 'Sunni',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Waits until the page looks finished: a heading, no health banner, fonts and images loaded. */
async function settle(page: Page) {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => console.warn(`  no h1 on ${page.url()}`));
  await page
    .locator('.mantine-Alert-root[role="status"]')
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.race([
      Promise.all(pending.map((img) => new Promise((r) => img.addEventListener('loadend', r, { once: true })))),
      new Promise((r) => setTimeout(r, 5000)),
    ]);
  });
  // Let Mantine's enter transitions finish.
  await page.waitForTimeout(400);
}

/** The dashboard's own question (POST /api/profiles/me/wizard-prompt): the wizard then stays shut a week. */
async function skipProfileWizard(token: string) {
  const res = await fetch(new URL('/api/profiles/me/wizard-prompt', baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`wizard prompt failed: ${res.status} ${await res.text()}`);
}

async function shoot(
  browser: Browser,
  token: string | null,
  pages: string[],
  showWizard = false,
  viewports = VIEWPORTS,
  locale = 'en',
) {
  for (const vp of viewports) {
    const context = await browser.newContext({ baseURL, viewport: { width: vp.width, height: vp.height } });
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL }]);
    await context.addInitScript((token) => {
      try {
        if (token) window.localStorage.setItem('mithaq_token', token);
      } catch {
        // about:blank
      }
    }, token);
    const page = await context.newPage();
    for (const p of pages) {
      const res = await page.goto(p);
      await settle(page);
      const who = token ? 'member' : 'guest';
      const prefix = LOCALES.length > 1 || locale !== 'en' ? `${locale}-` : '';
      const file = path.join(outDir, `${prefix}${vp.name}-${who}-${slug(p)}${showWizard ? '-wizard' : ''}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${res?.status() ?? '???'} ${file}`);
    }
    await context.close();
  }
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const token = await registerMember();
  await skipProfileWizard(token);
  for (const locale of LOCALES) {
    await shoot(browser, null, GUEST_PAGES, false, VIEWPORTS, locale);
    await shoot(browser, token, MEMBER_PAGES, false, VIEWPORTS, locale);
    // The profile wizard as a new member first meets it (once a week: a new member per viewport).
    for (const viewport of VIEWPORTS) {
      await shoot(browser, await registerMember(), ['/dashboard'], true, [viewport], locale);
    }
  }
} finally {
  await browser.close();
}
