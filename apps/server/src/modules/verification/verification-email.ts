import type { Locale } from '@mithaq/contracts/i18n/locales';
import { OTP_TTL_MINUTES } from '@mithaq/contracts/verification';
import { brandedHtml, footnote, greeting, mailText, paragraph } from '../../platform/mail/email-frame.js';
import type { OutgoingEmail } from '../../platform/mail/mailer.js';

/** The code email: plain text and HTML, our brand, and when the code stops working. */
export function codeEmail(to: string, fullName: string, code: string, locale: Locale): OutgoingEmail {
  const t = mailText(locale);
  const hello = greeting(fullName, locale);
  const expiry = t('mail.code.expiry', { minutes: OTP_TTL_MINUTES });
  const ignore = t('mail.code.ignore');
  return {
    to,
    subject: t('mail.code.subject', { code }),
    text: `${hello}

${t('mail.code.intro', { code })}
${expiry}

${ignore}

${t('mail.common.signature')}`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph(t('mail.code.label')),
        `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b5d4b">${code}</p>`,
        paragraph(expiry),
        footnote(ignore),
      ].join('\n'),
      locale,
    ),
  };
}

export const codeSms = (code: string, locale: Locale) =>
  mailText(locale)('mail.code.sms', { code, minutes: OTP_TTL_MINUTES });
