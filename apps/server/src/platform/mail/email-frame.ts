import { type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';
import { escapeHtml } from '@mithaq/contracts/prerender';
import { translate } from '../../lib/i18n.js';

/** The `mail` catalog in the recipient's language (apps/server/src/locales/mail). */
export const mailText =
  (locale: Locale) =>
  (key: string, values?: Record<string, unknown>): string =>
    translate(locale, key, values);

/** 'Assalamu alaikum Aisha,' with the first name, or without one, in the recipient's language. */
export function greeting(fullName: string, locale: Locale): string {
  const first = fullName.split(/\s+/)[0] ?? '';
  const t = mailText(locale);
  return first ? t('mail.common.greeting', { name: first }) : t('mail.common.greetingNoName');
}

/** One paragraph of an account email's HTML; `text` is escaped. */
export const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/**
 * A paragraph a member or staff wrote (staff notes, a warning): its own direction, as it may be in
 * another script than the email, set apart so it is not read as ours.
 */
export const quotedParagraph = (text: string) =>
  `<p dir="auto" class="mq-quote" style="margin:0 0 16px;padding:12px 16px;background:#f6f3ec;border-radius:8px;white-space:pre-line">${escapeHtml(text)}</p>`;

/** The small print at the foot of an account email. */
export const footnote = (text: string) =>
  `<p class="mq-muted" style="margin:0;color:#4a5753;font-size:13px">${escapeHtml(text)}</p>`;

/**
 * The call to action: a link styled as a button. White on our green is 7.8:1 (WCAG AA asks 4.5:1);
 * the address is escaped.
 */
export function button(href: string, label: string): string {
  return `<p style="margin:8px 0 20px"><a href="${escapeHtml(href)}" class="mq-button" style="display:inline-block;background:#0b5d4b;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 22px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** "Or copy this address": the button's link written out small, broken anywhere on a phone. */
export const copyLinkLine = (text: string) =>
  `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(text)}</p>`;

/** A link in the small print (unsubscribe, settings): underlined, so it is not told by colour alone. */
export const footerLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" class="mq-link" style="color:#0b5d4b;text-decoration:underline">${escapeHtml(label)}</a>`;

/** An address written out: read left to right inside Urdu or Arabic, broken anywhere on a phone. */
export const addressLink = (href: string) =>
  `<a href="${escapeHtml(href)}" dir="ltr" class="mq-link" style="color:#0b5d4b;text-decoration:underline;word-break:break-all;font-family:Arial,sans-serif">${escapeHtml(href)}</a>`;

/** One line of the small print under the card; `html` is already escaped. */
export const footerLine = (html: string) =>
  `<p class="mq-muted" style="margin:0 0 8px;color:#4a5753;font-size:13px">${html}</p>`;

/** `<html>` naming the email's language and direction, so mail clients lay Urdu and Arabic out right to left. */
export const htmlOpening = (locale: Locale) => `<html lang="${locale}" dir="${localeDirection(locale)}">`;

/** The script's fonts where the reader's device has them (emails cannot ship fonts), then Arial. */
const FONTS: Record<Locale, string> = {
  en: 'Arial,sans-serif',
  hi: "'Noto Sans Devanagari',Mangal,Arial,sans-serif",
  ur: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic',Tahoma,Arial,sans-serif",
  ar: "'Noto Naskh Arabic',Tahoma,Arial,sans-serif",
};

/** Nastaliq rises and falls far above and below the line: Urdu needs the tallest lines. */
const LINE_HEIGHTS: Record<Locale, string> = { en: '1.5', hi: '1.6', ur: '2.1', ar: '1.7' };

/**
 * Dark mode: clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook.com) swap to these
 * colours through the classes; the rest keep the inline light colours, which read well either way.
 */
const DARK_MODE_STYLE = `<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.mq-bg{background:#0f1a17 !important}
.mq-card{background:#1a2824 !important;color:#e7eeea !important}
.mq-muted{color:#b9c7c1 !important}
.mq-link{color:#8ad8bd !important}
.mq-quote{background:#24352f !important;color:#e7eeea !important}
.mq-button{background:#0b5d4b !important;color:#ffffff !important;border:1px solid #8ad8bd !important}
}
</style>`;

const head = (title: string) =>
  `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(title)}</title>${DARK_MODE_STYLE}</head>`;

export interface FrameOptions {
  /** The `<title>`: the email's subject. */
  title?: string;
  /** Small print under the card (already HTML): why they got it, unsubscribe, settings. */
  footer?: string;
}

/**
 * The frame every account email's HTML shares: a table layout (mail clients ignore most CSS), our
 * brand bar, and `body` (already HTML) in a white card, light or dark as the reader's client is.
 */
export function brandedHtml(body: string, locale: Locale, options: FrameOptions = {}): string {
  const footer = options.footer ? `<tr><td style="padding:20px 16px 0">${options.footer}</td></tr>` : '';
  return `<!doctype html>${htmlOpening(locale)}${head(options.title ?? 'Mithaq')}<body class="mq-bg" style="margin:0;padding:0;background:#f6f3ec;font-family:${FONTS[locale]};color:#1f2a27;line-height:${LINE_HEIGHTS[locale]}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="mq-bg" style="background:#f6f3ec"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px">
<tr><td class="mq-card" style="background:#ffffff;border-radius:16px;color:#1f2a27;font-size:16px">
<div style="background:#0b5d4b;border-radius:16px 16px 0 0;padding:18px 24px;color:#ffffff;font-family:Arial,sans-serif;font-size:22px;line-height:28px;font-weight:bold">Mithaq</div>
<div style="padding:24px">
${body}
</div></td></tr>
${footer}
</table></td></tr></table></body></html>`;
}
