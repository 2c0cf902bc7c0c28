import { GatewayFormSchema } from '@mithaq/contracts/payments';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestHash, responseHash, sameHash } from '../payu-hash.js';
import { payuSettings } from '../payu-settings.js';
import { answerPostservice, recordShopperChoice } from './sandbox.service.js';
import { checkoutPage, errorPage, RETURN_SCRIPT, returnPage } from './sandbox-pages.js';

type Form = Record<string, string | undefined>;

const REQUEST_FIELDS = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'udf1',
  'udf2',
  'udf3',
  'udf4',
  'udf5',
] as const;
const CARRIED = [...REQUEST_FIELDS, 'phone', 'surl', 'furl', 'hash'] as const;

const pick = (form: Form, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, form[n] ?? '']));

/** Every post here is a form; a value PostgreSQL cannot store is the poster's 400 (contracts text.ts). */
const formPost = { schema: { consumes: ['application/x-www-form-urlencoded'], body: GatewayFormSchema } };

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

/**
 * The built-in gateway used when PAYU_KEY is not set (`/payment/sandbox`): the same form post,
 * request hash, signed return to surl/furl and `verify_payment` postservice as PayU, with Pay and
 * Fail buttons instead of a card form, and refunds through the same postservice. It keeps what the
 * shopper chose and what was refunded in PostgreSQL so any app instance can answer.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance) {
  const payu = () => payuSettings(app.ctx.config);
  const requestIsOurs = (form: Form) => {
    const fields = pick(form, REQUEST_FIELDS) as Record<(typeof REQUEST_FIELDS)[number], string>;
    return fields.key === payu().key && sameHash(requestHash(fields, payu().salt), (form.hash ?? '').toLowerCase());
  };

  app.post('', formPost, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!requestIsOurs(form))
      return sendHtml(reply, errorPage('This payment request is not signed by the merchant.'), 400);
    return sendHtml(
      reply,
      checkoutPage({
        productinfo: form.productinfo ?? '',
        amount: form.amount ?? '',
        txnid: form.txnid ?? '',
        email: form.email ?? '',
        fields: pick(form, CARRIED),
      }),
    );
  });

  app.post('/complete', formPost, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!requestIsOurs(form))
      return sendHtml(reply, errorPage('This payment request is not signed by the merchant.'), 400);
    const succeeded = form.outcome === 'success';
    const status = succeeded ? 'success' : 'failure';
    const mihpayid = await recordShopperChoice(app.ctx.db, {
      txnid: form.txnid ?? '',
      succeeded,
      amount: form.amount ?? '',
    });
    const fields = { ...pick(form, REQUEST_FIELDS), status };
    const signed: Record<string, string> = {
      ...fields,
      mihpayid,
      mode: 'SANDBOX',
      hash: responseHash(fields as Parameters<typeof responseHash>[0], payu().salt),
    };
    if (!succeeded) {
      signed.error_Message = 'The payment was declined in the sandbox.';
      signed.field9 = 'Declined in the sandbox';
    }
    return sendHtml(reply, returnPage(succeeded ? (form.surl ?? '') : (form.furl ?? ''), signed, succeeded));
  });

  app.get('/return.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(RETURN_SCRIPT),
  );

  // PayU's postservice (verify_payment, cancel_refund_transaction): form fields in, JSON out.
  app.post('/verify', formPost, async (request) => answerPostservice(app.ctx.db, payu(), request.body));
}
