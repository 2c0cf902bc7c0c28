import { escapeHtml, PASSWORD_RESET_TTL_MINUTES } from '@mithaq/contracts';
import { brandedHtml, footnote, greeting, paragraph } from '../notify/email-frame.js';
import type { OutgoingEmail } from '../notify/mailer.js';

interface Recipient {
  email: string;
  fullName: string;
}

const SIGNATURE = 'Mithaq: a trusted place to find your spouse';

function button(href: string, label: string): string {
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5d4b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** The reset link; `bySupport` when staff sent it at the member's request. */
export function resetLinkEmail(to: Recipient, link: string, bySupport: boolean): OutgoingEmail {
  const hello = greeting(to.fullName);
  const why = bySupport
    ? 'Our support team has sent you a link to reset the password of your Mithaq account.'
    : 'We received a request to reset the password of your Mithaq account.';
  const rules = `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Choosing a new password signs you out on every device.`;
  const ignore = 'If you did not ask for this, you can ignore this email; your password stays as it is.';
  return {
    to: to.email,
    subject: 'Reset your Mithaq password',
    text: `${hello}

${why}
Open this link to choose a new one:

${link}

${rules}

${ignore}

${SIGNATURE}`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph(why),
        button(link, 'Choose a new password'),
        paragraph(rules),
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">If the button does not work, copy this address into your browser: ${escapeHtml(link)}</p>`,
        footnote(ignore),
      ].join('\n'),
    ),
  };
}

/** After a reset or a change: the member hears of it, whoever did it. */
export function passwordChangedEmail(to: Recipient, how: 'reset' | 'change'): OutgoingEmail {
  const hello = greeting(to.fullName);
  const what =
    how === 'reset'
      ? 'The password of your Mithaq account was just reset with a link sent to this address. Every device that was signed in has been signed out.'
      : 'The password of your Mithaq account was just changed in Settings. Every other device that was signed in has been signed out.';
  const alarm =
    'If this was not you, ask for a new reset link on the sign-in page at once ("Forgot password?") and write to our support team.';
  return {
    to: to.email,
    subject: 'Your Mithaq password was changed',
    text: `${hello}

${what}

${alarm}

${SIGNATURE}`,
    html: brandedHtml([paragraph(hello), paragraph(what), footnote(alarm)].join('\n')),
  };
}
