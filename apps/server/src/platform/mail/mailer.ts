import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

/**
 * One queued delivery. Every retry of it carries the same id, so the outbox keeps one file and SMTP
 * sends one Message-ID however often it is tried (docs/decisions/0021-durable-jobs.md).
 */
export interface Delivery {
  id: string;
  queuedAt: Date;
}

export interface Mailer {
  send(email: OutgoingEmail, delivery?: Delivery): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** `a***@example.com`: enough for an operator to recognise, not enough to harvest. */
export const maskAddress = (address: string) => address.replace(/^(.)[^@]*/, '$1***');

/**
 * nodemailer waits up to two minutes to connect and an hour on a silent socket. A send must end well
 * before a stuck job is handed to another instance, so these are shorter unless `SMTP_URL` sets them.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/** `<id@example.com>` from the sender's domain (RFC 5322 section 3.6.4). */
function messageId(from: string, delivery: Delivery | undefined): string | undefined {
  if (!delivery) return undefined;
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'mithaq.invalid';
  return `<${delivery.id}@${domain}>`;
}

/** Real mail through SMTP (`SMTP_URL`), with nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    async send(email, delivery) {
      await transport.sendMail({ from, messageId: messageId(from, delivery), ...email });
    },
  };
}

/** A sortable outbox file name: when it was queued, then which delivery (or a random tail). */
export function outboxFileName(delivery: Delivery | undefined, extension: string): string {
  const at = (delivery?.queuedAt ?? new Date()).toISOString().replace(/[:.]/g, '-');
  return `${at}-${delivery?.id ?? randomUUID().slice(0, 8)}.${extension}`;
}

/**
 * Without SMTP_URL each email is written as an .eml file under DATA_DIR/outbox, so a newcomer can read
 * their code without a mail server. One log line says where; never the content (it holds codes).
 */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email, delivery) {
      const info = await transport.sendMail({ from, messageId: messageId(from, delivery), ...email });
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, outboxFileName(delivery, 'eml'));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: maskAddress(email.to), file }, 'no SMTP_URL: email written to the outbox');
    },
  };
}
