import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '../fixtures';
import { e2eDataDir } from '../support/paths';

const outbox = path.join(e2eDataDir, 'outbox');

/**
 * The outbox files (the app runs without SMTP_URL or SMS_WEBHOOK_URL in the browser tests) of one
 * kind addressed to `to`, newest first.
 */
async function messagesTo(to: string, kind: 'eml' | 'sms.txt'): Promise<string[]> {
  const files = (await fs.readdir(outbox).catch(() => []))
    .filter((f) => f.endsWith(`.${kind}`))
    .sort()
    .reverse();
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return texts.filter((text) => text.includes(to));
}

/** The 6-digit code in the newest message to `to`, waiting for it to be written. */
export async function codeFromOutbox(to: string, kind: 'eml' | 'sms.txt'): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const [newest] = await messagesTo(to, kind);
        code = /\b(\d{6})\b/.exec(newest ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The site link (path and what follows) in the newest email to `to` whose text has one matching `path`,
 * waiting for it; the email is parsed, since its long lines are quoted-printable.
 */
async function linkFromOutbox(to: string, path: RegExp): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${path.source})`);
  let link = '';
  await expect
    .poll(
      async () => {
        for (const raw of await messagesTo(to, 'eml')) {
          const { text } = await simpleParser(raw);
          const found = pattern.exec(text ?? '')?.[1];
          if (found) {
            link = found;
            return link;
          }
        }
        return '';
      },
      { timeout: 10_000 },
    )
    .toMatch(new RegExp(`^${path.source}$`));
  return link;
}

/** The reset link (path and query) in the newest email to `to` that has one, waiting for it. */
export function resetLinkFromOutbox(to: string): Promise<string> {
  return linkFromOutbox(to, /\/reset-password\?token=[A-Za-z0-9_-]{43}/);
}

/** The guardian link (path and fragment) in the newest invitation to `to`, waiting for it. */
export function guardianLinkFromOutbox(to: string): Promise<string> {
  return linkFromOutbox(to, /\/guardian#token=[A-Za-z0-9_-]{43}/);
}

/** The undo link (path and query) in the newest "contact details changed" email to `to`, waiting for it. */
export function undoLinkFromOutbox(to: string): Promise<string> {
  return linkFromOutbox(to, /\/reset-password\?undo=[A-Za-z0-9_-]{43}/);
}
