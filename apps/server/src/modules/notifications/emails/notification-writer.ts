import { createHash } from 'node:crypto';
import { intlTag, type Locale } from '@mithaq/contracts/i18n/locales';
import {
  ALWAYS_EMAILED_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPE_KIND,
  type NotificationKind,
  type PushPayload,
} from '@mithaq/contracts/notifications';
import { escapeHtml } from '@mithaq/contracts/prerender';
import { translate } from '../../../lib/i18n.js';
import {
  addressLink,
  brandedHtml,
  button,
  footerLine,
  footerLink,
  footnote,
  greeting,
  paragraph,
  quotedParagraph,
} from '../../../platform/mail/email-frame.js';
import type { OutgoingEmail } from '../../../platform/mail/mailer.js';
import type { NotificationMessageInput, NotificationWriter, UnsubscribeLink } from '../channels.js';
import { topicOf, topicsOf } from '../notification-topics.js';
import { combinedUnsubscribeUrl, type UnsubscribeSigning } from '../unsubscribe.js';
import { type NotificationContent, notificationContent, type Paragraph } from './notification-content.js';

/** RFC 8058: the address a mail provider's own Unsubscribe button POSTs to. */
export function unsubscribeHeaders(url: string | null): Record<string, string> | undefined {
  if (!url) return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const paragraphHtml = (p: Paragraph) => (p.quoted ? quotedParagraph(p.text) : paragraph(p.text));

interface Footer {
  text: string[];
  html: string;
}

/** Why they got it, how to stop it (when they can) and where their settings are. */
function footerOf(locale: Locale, settingsUrl: string, why: string, unsubscribe: UnsubscribeLink[]): Footer {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, key, values);
  const stops = unsubscribe.map((link) => ({
    label: t('mail.notify.unsubscribe', { topic: topicOf(locale, link.kind) }),
    url: link.url,
  }));
  const settings = t('mail.notify.settings');
  return {
    text: [why, ...stops.map((s) => `${s.label}: ${s.url}`), `${settings}: ${settingsUrl}`],
    html: [
      footerLine(escapeHtml(why)),
      ...stops.map((s) => footerLine(footerLink(s.url, s.label))),
      footerLine(footerLink(settingsUrl, settings)),
    ].join('\n'),
  };
}

function emailOf(
  input: { to: string; locale: Locale; fullName: string },
  parts: { subject: string; bodyText: string[]; bodyHtml: string[]; footer: Footer; unsubscribeUrl: string | null },
): OutgoingEmail {
  const hello = greeting(input.fullName, input.locale);
  const signature = translate(input.locale, 'mail.common.signature');
  const headers = unsubscribeHeaders(parts.unsubscribeUrl);
  return {
    to: input.to,
    subject: parts.subject,
    text: [hello, ...parts.bodyText, signature, '--', ...parts.footer.text].join('\n\n'),
    html: brandedHtml([paragraph(hello), ...parts.bodyHtml, footnote(signature)].join('\n'), input.locale, {
      title: parts.subject,
      footer: parts.footer.html,
    }),
    ...(headers ? { headers } : {}),
  };
}

/** The call to action and, for clients that block buttons, the address written out (left to right). */
function actionParts(locale: Locale, content: NotificationContent, link: string) {
  const copy = translate(locale, 'mail.notify.copyLink');
  return {
    text: [`${content.action}: ${link}`],
    html: [
      button(link, content.action),
      `<p class="mq-muted" style="margin:0 0 16px;color:#4a5753;font-size:13px">${escapeHtml(copy)}<br>${addressLink(link)}</p>`,
    ],
  };
}

/** `/messages?user=…`: the path and query a push opens, on whichever origin the app is served. */
const sitePath = (link: string) => {
  const url = new URL(link, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
};

/**
 * The device keeps one notification per tag: one per conversation for messages (the link names the
 * other member), and one per notification otherwise (a short hash, so the tag reveals nothing).
 */
function pushTag(input: NotificationMessageInput): string {
  const path = sitePath(input.link);
  if (input.type === 'messages-unread') {
    const user = new URL(path, 'http://site.invalid').searchParams.get('user');
    if (user) return `messages-${user}`;
  }
  const digest = createHash('sha256')
    .update(`${input.type}\n${path}\n${input.actor?.fullName ?? ''}\n${JSON.stringify(input.data)}`)
    .digest('base64url')
    .slice(0, 12);
  return `${input.type}-${digest}`;
}

/** How many of each kind a digest holds, 'messages' counting the messages of each conversation. */
function countsByKind(items: NotificationMessageInput[]): Map<NotificationKind, number> {
  const counts = new Map<NotificationKind, number>();
  for (const item of items) {
    const kind = NOTIFICATION_TYPE_KIND[item.type];
    const add = item.type === 'messages-unread' ? Math.max(1, item.count ?? 1) : 1;
    counts.set(kind, (counts.get(kind) ?? 0) + add);
  }
  return new Map(NOTIFICATION_KINDS.filter((k) => counts.has(k)).map((k) => [k, counts.get(k) ?? 0]));
}

/**
 * Notification emails and push texts in the member's language (docs/decisions/0025-notification-emails.md). `config`
 * gives the site's address (links to settings and the feed) and the secret that signs a digest's combined unsubscribe.
 */
export function notificationWriter(config: UnsubscribeSigning): NotificationWriter {
  const settingsUrl = `${config.publicUrl}/settings`;

  return {
    email(input, unsubscribe) {
      const { locale } = input;
      const content = notificationContent(input);
      const kind = NOTIFICATION_TYPE_KIND[input.type];
      const why = ALWAYS_EMAILED_KINDS.includes(kind)
        ? translate(locale, 'mail.notify.record')
        : translate(locale, 'mail.notify.why', { topic: topicOf(locale, kind) });
      const action = actionParts(locale, content, input.link);
      return emailOf(
        { to: input.recipient.email, locale, fullName: input.recipient.fullName },
        {
          subject: content.subject,
          bodyText: [...content.paragraphs.map((p) => p.text), ...action.text],
          bodyHtml: [...content.paragraphs.map(paragraphHtml), ...action.html],
          footer: footerOf(locale, settingsUrl, why, unsubscribe ? [unsubscribe] : []),
          unsubscribeUrl: unsubscribe?.url ?? null,
        },
      );
    },

    digest(recipient, items, unsubscribe) {
      const { locale } = recipient;
      const t = (key: string, values?: Record<string, unknown>) => translate(locale, key, values);
      const counts = countsByKind(items);
      const summary = new Intl.ListFormat(intlTag(locale), { type: 'unit' }).format(
        [...counts].map(([kind, count]) => t(`mail.digest.count.${kind}`, { count })),
      );
      const lines = items.map((item) => ({ subject: notificationContent(item).subject, link: item.link }));
      const feedUrl = `${config.publicUrl}/notifications`;
      const why = t('mail.digest.why', { topics: topicsOf(locale, [...counts.keys()]) });
      const list = lines
        .map((line) => `<li style="margin:0 0 10px">${footerLink(line.link, line.subject)}</li>`)
        .join('\n');
      return emailOf(
        { to: recipient.email, locale, fullName: recipient.fullName },
        {
          subject: t('mail.digest.subject', { summary }),
          bodyText: [
            t('mail.digest.intro'),
            lines.map((line) => `- ${line.subject}\n  ${line.link}`).join('\n'),
            `${t('mail.digest.action')}: ${feedUrl}`,
          ],
          bodyHtml: [
            paragraph(t('mail.digest.intro')),
            `<ul style="margin:0 0 16px;padding-inline-start:20px">${list}</ul>`,
            button(feedUrl, t('mail.digest.action')),
          ],
          footer: footerOf(locale, settingsUrl, why, unsubscribe),
          unsubscribeUrl: unsubscribe.length ? combinedUnsubscribeUrl(config, unsubscribe) : null,
        },
      );
    },

    push(input): PushPayload {
      const content = notificationContent(input);
      return {
        title: translate(input.locale, `mail.push.title.${NOTIFICATION_TYPE_KIND[input.type]}`),
        body: content.subject,
        url: sitePath(input.link),
        tag: pushTag(input),
      };
    },
  };
}
