import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** `a***@example.com`: enough for an operator to recognise, not enough to harvest. */
export const maskAddress = (address: string) => address.replace(/^(.)[^@]*/, '$1***');

/** Real mail through SMTP (`SMTP_URL`), with nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

/**
 * Without SMTP_URL each email is written as an .eml file under DATA_DIR/outbox, so a newcomer can read
 * their code without a mail server. One log line says where; never the content (it holds codes).
 */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: maskAddress(email.to), file }, 'no SMTP_URL: email written to the outbox');
    },
  };
}
