import fs from 'node:fs/promises';
import path from 'node:path';
import { type Delivery, outboxFileName } from './mailer.js';

export interface SmsSender {
  send(to: string, text: string, delivery?: Delivery): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

const maskPhone = (phone: string) => phone.replace(/\d(?=\d{2})/g, '•');

/**
 * `SMS_WEBHOOK_URL`: a JSON POST `{to, text}`, so any SMS gateway fits behind a small adapter. A
 * queued text carries `Idempotency-Key` (IETF draft-ietf-httpapi-idempotency-key-header), the same on
 * every retry, so a gateway that honours it sends a retried text once.
 */
export function webhookSms(url: string): SmsSender {
  return {
    async send(to, text, delivery) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(delivery ? { 'idempotency-key': delivery.id } : {}) },
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
    async send(to, text, delivery) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, outboxFileName(delivery, 'sms.txt'));
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`, { mode: 0o600 });
      log.info({ to: maskPhone(to), file }, 'no SMS_WEBHOOK_URL: text message written to the outbox');
    },
  };
}
