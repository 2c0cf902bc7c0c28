import type { Locale } from '@mithaq/contracts/i18n/locales';
import { CONTACT_UNDO_DAYS } from '@mithaq/contracts/verification';
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

export type ContactChange =
  | { kind: 'email'; previous: string; next: string; undoLink: string }
  | { kind: 'phone'; next: string };

/** The page the undo link opens, at the site's public address (apps/web reset-password-page.tsx). */
export const undoLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?undo=${encodeURIComponent(token)}`;

/**
 * To the address the account had before the change (or, for a phone, its email): what changed and,
 * for an email, the link that undoes it (docs/decisions/0046-contact-changes-and-account-recovery.md).
 */
export function contactChangedEmail(
  to: { email: string; fullName: string },
  change: ContactChange,
  locale: Locale,
): OutgoingEmail {
  const t = mailText(locale);
  const hello = greeting(to.fullName, locale);
  const what =
    change.kind === 'email'
      ? t('mail.contactChanged.email', { previous: change.previous, next: change.next })
      : t('mail.contactChanged.phone', { last: change.next.slice(-4) });
  const ifYou = t('mail.contactChanged.ifYou');
  const signature = t('mail.common.signature');
  if (change.kind === 'phone') {
    const alarm = t('mail.changed.alarm');
    return {
      to: to.email,
      subject: t('mail.contactChanged.subject'),
      text: `${hello}\n\n${what}\n\n${ifYou}\n\n${alarm}\n\n${signature}`,
      html: brandedHtml([paragraph(hello), paragraph(what), paragraph(ifYou), footnote(alarm)].join('\n'), locale),
    };
  }
  const undo = t('mail.contactChanged.undo', { days: CONTACT_UNDO_DAYS });
  const link = change.undoLink;
  return {
    to: to.email,
    subject: t('mail.contactChanged.subject'),
    text: `${hello}\n\n${what}\n\n${undo}\n\n${link}\n\n${ifYou}\n\n${signature}`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph(what),
        paragraph(undo),
        button(link, t('mail.contactChanged.button')),
        copyLinkLine(t('mail.reset.copyLink', { link })),
        footnote(ifYou),
      ].join('\n'),
      locale,
    ),
  };
}
