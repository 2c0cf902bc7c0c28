import { OTP_TTL_MINUTES } from '@mithaq/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { brandedEmailHtml } from '../notify/email-layout.js';
import type { OutgoingEmail } from '../notify/mailer.js';

/** The code email: plain text and HTML, our brand, and when the code stops working. */
export function codeEmail(to: string, name: string, code: string): OutgoingEmail {
  const greeting = name ? `Assalamu alaikum ${name},` : 'Assalamu alaikum,';
  return {
    to,
    subject: `${code} is your Mithaq verification code`,
    text: `${greeting}

Your Mithaq email verification code is ${code}.
It expires in ${OTP_TTL_MINUTES} minutes. Enter it on the Verification page to confirm this address.

If you did not ask for this code, you can ignore this email; your account is unchanged.

Mithaq: a trusted place to find your spouse`,
    html: brandedEmailHtml(`<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Your email verification code is:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b5d4b">${code}</p>
<p style="margin:0 0 16px">It expires in ${OTP_TTL_MINUTES} minutes. Enter it on the Verification page to confirm this address.</p>
<p style="margin:0;color:#4a5753;font-size:13px">If you did not ask for this code, you can ignore this email; your account is unchanged.</p>`),
  };
}

export const codeSms = (code: string) =>
  `${code} is your Mithaq verification code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
