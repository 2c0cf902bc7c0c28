import type { Locale } from '@mithaq/contracts/i18n/locales';
import { PASSWORD_RESET_TTL_MINUTES } from '@mithaq/contracts/password';
import {
  brandedHtml,
  button,
  copyLinkLine,
  footnote,
  greeting,
  mailText,
  paragraph,
} from '../../platform/mail/email-frame.js';
import type { OutgoingEmail } from '../../platform/mail/mailer.js';

interface Recipient {
  email: string;
  fullName: string;
}

/** The reset link; `bySupport` when staff sent it at the member's request. */
export function resetLinkEmail(to: Recipient, link: string, bySupport: boolean, locale: Locale): OutgoingEmail {
  const t = mailText(locale);
  const hello = greeting(to.fullName, locale);
  const why = bySupport ? t('mail.reset.whySupport') : t('mail.reset.why');
  const rules = t('mail.reset.rules', { minutes: PASSWORD_RESET_TTL_MINUTES });
  const ignore = t('mail.reset.ignore');
  return {
    to: to.email,
    subject: t('mail.reset.subject'),
    text: `${hello}

${why}
${t('mail.reset.openLink')}

${link}

${rules}

${ignore}

${t('mail.common.signature')}`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph(why),
        button(link, t('mail.reset.button')),
        paragraph(rules),
        copyLinkLine(t('mail.reset.copyLink', { link })),
        footnote(ignore),
      ].join('\n'),
      locale,
    ),
  };
}

/** After a reset or a change: the member hears of it, whoever did it. */
export function passwordChangedEmail(to: Recipient, how: 'reset' | 'change', locale: Locale): OutgoingEmail {
  const t = mailText(locale);
  const hello = greeting(to.fullName, locale);
  const what = how === 'reset' ? t('mail.changed.byReset') : t('mail.changed.byChange');
  const alarm = t('mail.changed.alarm');
  return {
    to: to.email,
    subject: t('mail.changed.subject'),
    text: `${hello}

${what}

${alarm}

${t('mail.common.signature')}`,
    html: brandedHtml([paragraph(hello), paragraph(what), footnote(alarm)].join('\n'), locale),
  };
}
