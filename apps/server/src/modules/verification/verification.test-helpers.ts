import net, { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpServerOptions {
  /** A port chosen earlier (a test that starts the server late, after the app found it down). */
  port?: number;
  /** Holds each message this long before accepting it: a slow server, so queued sends overlap. */
  acceptAfterMs?: number;
  /** Refuses every recipient with a 550 that names the address, as real servers do. */
  refuseRecipients?: boolean;
}

/**
 * A real SMTP server on loopback for tests (smtp-server + mailparser): it takes AUTH without TLS on
 * 127.0.0.1 (nodemailer sends over plain text there) and keeps every parsed message. After `hold()` it keeps each sender waiting
 * for its message to be accepted until `release()`, to show who waits for the mail.
 */
export async function startSmtpServer({
  port: wanted = 0,
  acceptAfterMs = 0,
  refuseRecipients = false,
}: SmtpServerOptions = {}) {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients) return callback();
      return callback(Object.assign(new Error(`<${address.address}>: no such mailbox here`), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await held;
          if (acceptAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
          received.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
    /** The newest message to `to`, waiting for it if needed. */
    async nextTo(to: string, after = 0, timeoutMs = 5_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received
          .slice(after)
          .reverse()
          .find((m) => isTo(m, to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 200);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** The messages to `to` that arrived, oldest first. */
    sentTo: (to: string) => received.filter((m) => isTo(m, to)),
    /** How many messages to `to` arrived. */
    countTo: (to: string) => received.filter((m) => isTo(m, to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isTo = (mail: ParsedMail, address: string) => Boolean(mail.to) && JSON.stringify(mail.to).includes(address);

/** A loopback port nothing listens on (yet): connections to it are refused. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The 6-digit code in a message's text. */
export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
