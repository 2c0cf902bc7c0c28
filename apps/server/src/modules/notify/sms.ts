import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

const maskPhone = (phone: string) => phone.replace(/\d(?=\d{2})/g, '•');

/** `SMS_WEBHOOK_URL`: a JSON POST `{to, text}`, so any SMS gateway fits behind a small adapter. */
export function webhookSms(url: string): SmsSender {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

/** Without a webhook each SMS is written to DATA_DIR/outbox as a small text file. */
export function outboxSms(outboxDir: string, log: Logger): SmsSender {
  return {
    async send(to, text) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.sms.txt`,
      );
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`, { mode: 0o600 });
      log.info({ to: maskPhone(to), file }, 'no SMS_WEBHOOK_URL: text message written to the outbox');
    },
  };
}
