import { OTP_TTL_MINUTES } from '@mithaq/contracts';
import { brandedHtml, footnote, greeting, paragraph } from '../notify/email-frame.js';
import type { OutgoingEmail } from '../notify/mailer.js';

/** The code email: plain text and HTML, our brand, and when the code stops working. */
export function codeEmail(to: string, fullName: string, code: string): OutgoingEmail {
  const hello = greeting(fullName);
  const expiry = `It expires in ${OTP_TTL_MINUTES} minutes. Enter it on the Verification page to confirm this address.`;
  const ignore = 'If you did not ask for this code, you can ignore this email; your account is unchanged.';
  return {
    to,
    subject: `${code} is your Mithaq verification code`,
    text: `${hello}

Your Mithaq email verification code is ${code}.
${expiry}

${ignore}

Mithaq: a trusted place to find your spouse`,
    html: brandedHtml(
      [
        paragraph(hello),
        paragraph('Your email verification code is:'),
        `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b5d4b">${code}</p>`,
        paragraph(expiry),
        footnote(ignore),
      ].join('\n'),
    ),
  };
}

export const codeSms = (code: string) =>
  `${code} is your Mithaq verification code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
