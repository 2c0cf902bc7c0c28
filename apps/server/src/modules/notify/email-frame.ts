import { escapeHtml, type Locale, localeDirection } from '@mithaq/contracts';
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

/** The small print at the foot of an account email. */
export const footnote = (text: string) => `<p style="margin:0;color:#4a5753;font-size:13px">${escapeHtml(text)}</p>`;

/** `<html>` naming the email's language and direction, so mail clients lay Urdu and Arabic out right to left. */
export const htmlOpening = (locale: Locale) => `<html lang="${locale}" dir="${localeDirection(locale)}">`;

/** The script's fonts where the reader's device has them (emails cannot ship fonts), then Arial. */
const FONTS: Record<Locale, string> = {
  en: 'Arial,sans-serif',
  hi: "'Noto Sans Devanagari',Mangal,Arial,sans-serif",
  ur: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic',Tahoma,Arial,sans-serif",
  ar: "'Noto Naskh Arabic',Tahoma,Arial,sans-serif",
};

/**
 * The frame every account email's HTML shares: a table layout (mail clients ignore most CSS), our
 * brand bar, and `body` (already HTML) in a white card.
 */
export function brandedHtml(body: string, locale: Locale): string {
  return `<!doctype html>${htmlOpening(locale)}<body style="margin:0;background:#f6f3ec;font-family:${FONTS[locale]};color:#1f2a27">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px">
<tr><td style="background:#0b5d4b;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold">Mithaq</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr></table></td></tr></table></body></html>`;
}
