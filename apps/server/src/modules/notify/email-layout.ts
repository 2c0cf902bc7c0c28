/**
 * Our emails' frame: a centred card with the Mithaq header, in tables and inline styles because mail
 * clients ignore style sheets. `body` is HTML the caller has escaped.
 */
export function brandedEmailHtml(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f3ec;font-family:Arial,sans-serif;color:#1f2a27">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px">
<tr><td style="background:#0b5d4b;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold">Mithaq</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr></table></td></tr></table></body></html>`;
}
