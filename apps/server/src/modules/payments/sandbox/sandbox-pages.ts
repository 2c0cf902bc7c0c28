/** Server-rendered pages of the sandbox gateway: plain HTML, no script needed to use them. */

import { escapeHtml } from '@mithaq/contracts/prerender';

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f3ec; color: #1f2a27; margin: 0; padding: 24px; }
  main { max-width: 460px; margin: 40px auto; background: #fff; border-radius: 16px; padding: 28px; box-shadow: 0 6px 24px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.35rem; margin: 0 0 4px; color: #0b5d4b; }
  .note { background: #fff4d6; border: 1px solid #e2b04d; border-radius: 10px; padding: 12px 14px; margin: 16px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #4a5753; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 20px; }
  button { font: inherit; font-weight: 600; border-radius: 10px; padding: 12px 20px; cursor: pointer; border: 2px solid #0b5d4b; }
  .pay { background: #0b5d4b; color: #fff; } .fail { background: #fff; color: #8a1c14; border-color: #8a1c14; }
  button:focus-visible { outline: 3px solid #e2b04d; outline-offset: 2px; }
</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

export interface CheckoutView {
  productinfo: string;
  amount: string;
  txnid: string;
  email: string;
  /** The request's fields, carried to the completion step unchanged. */
  fields: Record<string, string>;
}

export function checkoutPage(view: CheckoutView): string {
  return page(
    'Mithaq sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p>Mithaq's built-in test gateway. It speaks PayU's protocol so the whole checkout can be tried.</p>
<p class="note" role="note"><strong>No money moves here.</strong> This server has no PayU keys set; choose what the payment should do.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(view.productinfo)}</dd><dt>Amount</dt><dd>₹${escapeHtml(view.amount)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(view.txnid)}</dd><dt>Email</dt><dd>${escapeHtml(view.email)}</dd></dl>
<form method="post" action="/payment/sandbox/complete">
${hiddenInputs(view.fields)}
<div class="actions">
<button class="pay" type="submit" name="outcome" value="success">Pay ₹${escapeHtml(view.amount)}</button>
<button class="fail" type="submit" name="outcome" value="failure">Fail payment</button>
</div></form>`,
  );
}

/** Posts the signed result back to the merchant, as PayU does; the script only saves a click. */
export function returnPage(action: string, fields: Record<string, string>, succeeded: boolean): string {
  return page(
    'Returning to Mithaq',
    `<h1>${succeeded ? 'Payment approved (sandbox)' : 'Payment failed (sandbox)'}</h1>
<p>Returning you to Mithaq…</p>
<form id="return" method="post" action="${escapeHtml(action)}">
${hiddenInputs(fields)}
<div class="actions"><button class="pay" type="submit">Return to Mithaq</button></div></form>`,
    '<script src="/payment/sandbox/return.js"></script>',
  );
}

export const RETURN_SCRIPT = "document.getElementById('return')?.submit();\n";

export function errorPage(message: string): string {
  return page(
    'Sandbox checkout error',
    `<h1>Checkout error</h1><p>${escapeHtml(message)}</p><p><a href="/premium">Back to plans</a></p>`,
  );
}
