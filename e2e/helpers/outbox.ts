import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '../fixtures';
import { e2eDataDir } from '../support/paths';

const outbox = path.join(e2eDataDir, 'outbox');

/**
 * The 6-digit code in the newest outbox file (the app runs without SMTP_URL or SMS_WEBHOOK_URL in
 * the browser tests) addressed to `to`, waiting for it to be written.
 */
export async function codeFromOutbox(to: string, kind: 'eml' | 'sms.txt'): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(outbox).catch(() => []))
          .filter((f) => f.endsWith(`.${kind}`))
          .sort()
          .reverse();
        for (const file of files) {
          const text = await fs.readFile(path.join(outbox, file), 'utf8');
          if (!text.includes(to)) continue;
          code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
          return code;
        }
        return '';
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
