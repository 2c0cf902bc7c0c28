import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from '../fixtures';
import { repoRoot } from '../support/paths';

/**
 * A screenshot for the test's report (a page, in full unless told, or one element); with E2E_SAVE_SCREENSHOTS set,
 * also kept in docs/screenshots/<folder>/ for reviewers (docs/screenshots/README.md).
 */
export async function keepScreenshot(
  what: Page | Locator,
  folder: string,
  name: string,
  { fullPage = true } = {},
): Promise<string> {
  const shot = test.info().outputPath(name);
  const options = { path: shot, animations: 'disabled' as const };
  await ('goto' in what ? what.screenshot({ ...options, fullPage }) : what.screenshot(options));
  if (process.env.E2E_SAVE_SCREENSHOTS) {
    const target = path.join(repoRoot, 'docs/screenshots', folder, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(shot, target);
  }
  return shot;
}
