import { InitiatePaymentResponseSchema, PAYMENT_MESSAGES, type PaidPlanId } from '@mithaq/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Spec section 8 "Payment": the server's error, else these two fallbacks. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof InvalidGatewayResponse) return PAYMENT_MESSAGES.invalidGatewayResponse;
  return PAYMENT_MESSAGES.initiateFailed;
}

class InvalidGatewayResponse extends Error {}

/**
 * Spec section 4 "Payment": the browser form-posts the provider's fields to its page. A real form
 * (not fetch) so the provider receives an ordinary navigation, as its hosted checkout expects.
 */
export function postToGateway(action: string, params: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** `POST /api/payment/payu/initiate`, then off to the payment page. */
export async function startCheckout(plan: PaidPlanId): Promise<void> {
  const data = await apiRequest('POST /api/payment/:provider/initiate', {
    params: { provider: 'payu' },
    body: { plan },
  });
  const parsed = InitiatePaymentResponseSchema.safeParse(data);
  if (!parsed.success || !parsed.data.action || Object.keys(parsed.data.params).length === 0) {
    throw new InvalidGatewayResponse();
  }
  postToGateway(parsed.data.action, parsed.data.params);
}

/** Stays pending after success: the page is leaving for the gateway, so the button keeps 'Processing...'. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: PaidPlanId) => startCheckout(plan).then(() => new Promise<never>(() => {})),
  });
}
