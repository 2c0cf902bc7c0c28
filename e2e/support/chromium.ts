/** The machine's Chromium (never a downloaded one: the machines that run the tests have no internet). */
export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

/** Keeps a headless Chromium quiet and offline: no update, sync or first-run traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
