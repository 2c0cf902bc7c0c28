import type { Locale } from '@mithaq/contracts/i18n/locales';
import { escapeHtml } from '@mithaq/contracts/prerender';
import {
  brandedHtml,
  button,
  copyLinkLine,
  footerLine,
  footerLink,
  footnote,
  greeting,
  mailText,
  paragraph,
} from '../../platform/mail/email-frame.js';
import type { OutgoingEmail } from '../../platform/mail/mailer.js';

interface GuardianRecipient {
  email: string;
  name: string;
  locale: Locale;
}

/** The invitation: what the guardian may see, that they can change nothing, and the link. */
export function guardianInviteEmail(to: GuardianRecipient, memberName: string, link: string): OutgoingEmail {
  const t = mailText(to.locale);
  const hello = greeting(to.name, to.locale);
  const lines = [
    t('mail.guardian.invite.asked', { member: memberName }),
    t('mail.guardian.invite.readOnly'),
    t('mail.guardian.invite.consent'),
  ];
  const keep = t('mail.guardian.invite.keep', { member: memberName });
  return {
    to: to.email,
    subject: t('mail.guardian.invite.subject', { member: memberName }),
    text: `${hello}

${lines.join('\n\n')}

${link}

${keep}

${t('mail.common.signature')}`,
    html: brandedHtml(
      [
        paragraph(hello),
        ...lines.map(paragraph),
        button(link, t('mail.guardian.open')),
        copyLinkLine(t('mail.reset.copyLink', { link })),
        footnote(keep),
      ].join('\n'),
      to.locale,
      { title: t('mail.guardian.invite.subject', { member: memberName }) },
    ),
  };
}

export interface GuardianDigest {
  memberName: string;
  newMatches: string[];
  conversations: { fullName: string; count: number }[];
}

/** The daily summary: counts and names only, never a word of any message. */
export function guardianDigestEmail(
  to: GuardianRecipient,
  digest: GuardianDigest,
  viewLink: string,
  unsubscribeLink: string,
): OutgoingEmail {
  const t = mailText(to.locale);
  const hello = greeting(to.name, to.locale);
  const { memberName: member } = digest;
  const matches = t('mail.guardian.digest.matches', { count: digest.newMatches.length });
  const messages = digest.conversations.map((c) =>
    t('mail.guardian.digest.conversation', { name: c.fullName, count: c.count }),
  );
  const intro = t('mail.guardian.digest.intro', { member });
  const why = t('mail.guardian.digest.why', { member });
  const off = t('mail.guardian.digest.turnOff');
  const matchLine = digest.newMatches.length > 0 ? `${matches}: ${digest.newMatches.join(', ')}` : matches;
  const conversationsHeading = t('mail.guardian.digest.conversations', { count: digest.conversations.length });
  const list = (items: string[]) =>
    items.length === 0
      ? ''
      : `<ul style="margin:0 0 16px;padding-inline-start:20px">${items.map((i) => `<li dir="auto">${escapeHtml(i)}</li>`).join('')}</ul>`;
  return {
    to: to.email,
    subject: t('mail.guardian.digest.subject', { member }),
    text: `${hello}

${intro}

${matchLine}
${conversationsHeading}
${messages.map((m) => `- ${m}`).join('\n')}

${viewLink}

${why}
${off}: ${unsubscribeLink}`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph(intro),
        paragraph(matches),
        list(digest.newMatches),
        paragraph(conversationsHeading),
        list(messages),
        button(viewLink, t('mail.guardian.open')),
      ].join('\n'),
      to.locale,
      {
        title: t('mail.guardian.digest.subject', { member }),
        footer: footerLine(`${escapeHtml(why)} ${footerLink(unsubscribeLink, off)}`),
      },
    ),
  };
}
