/**
 * Lighthouse against one Chromium: the default config (the mobile preset, simulated throttling),
 * performance and accessibility only. A signed-in page gets the member's token in localStorage and
 * in the session cookie first, the way the app leaves a browser (apps/web/src/lib/session.ts), so the
 * server draws the pages it draws for members.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Offline and quiet: nothing may call home during a measurement. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Mirrors STORAGE_KEYS.token in apps/web/src/lib/storage-keys.ts (bench does not import the web app). */
const TOKEN_STORAGE_KEY = 'mithaq_token';
/** Mirrors contracts MEMBER_SESSION_COOKIE. */
const SESSION_COOKIE = 'mithaq_session';

export interface Browser {
  port: number;
  kill(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  return { port: chrome.port, kill: async () => chrome.kill() };
}

/** Runs Lighthouse on `url`; `token` signs the page in (and keeps Lighthouse from clearing storage). */
export async function auditPage(browser: Browser, url: string, token?: string): Promise<Result> {
  if (token) await signIn(browser, new URL(url).origin, token);
  const flags: Flags = {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: Boolean(token),
  };
  let result = await lighthouse(url, flags);
  // Chromium now and then records a trace without the navigation's start; Lighthouse asks for a new run.
  if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * Puts the token in the origin's localStorage and its cookie. Lighthouse leaves storage alone only together with
 * the HTTP cache, so the cache is cleared here, and the service worker an earlier page installed
 * with its caches: otherwise it serves the signed-in page's files, which must load cold like the others.
 */
async function signIn(browser: Browser, origin: string, token: string): Promise<void> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    const page = await connection.newPage();
    // Any same-origin response will do; this one loads no scripts or styles.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (key, cookie, value) => {
        localStorage.setItem(key, value);
        // biome-ignore lint/suspicious/noDocumentCookie: a plain page, as the app writes it
        document.cookie = `${cookie}=${value}; Path=/; SameSite=Lax`;
      },
      TOKEN_STORAGE_KEY,
      SESSION_COOKIE,
      token,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    await connection.disconnect();
  }
}
