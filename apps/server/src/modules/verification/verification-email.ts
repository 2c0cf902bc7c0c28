import { OTP_TTL_MINUTES } from '@mithaq/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
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
    html: `<!doctype html><html><body style="margin:0;background:#f6f3ec;font-family:Arial,sans-serif;color:#1f2a27">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px">
<tr><td style="background:#0b5d4b;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold">Mithaq</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Your email verification code is:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b5d4b">${code}</p>
<p style="margin:0 0 16px">It expires in ${OTP_TTL_MINUTES} minutes. Enter it on the Verification page to confirm this address.</p>
<p style="margin:0;color:#4a5753;font-size:13px">If you did not ask for this code, you can ignore this email; your account is unchanged.</p>
</td></tr></table></td></tr></table></body></html>`,
  };
}

export const codeSms = (code: string) =>
  `${code} is your Mithaq verification code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
