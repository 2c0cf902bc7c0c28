import type { RefundResponseSchema } from '@mithaq/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentHistoryQueryKey } from './get-payment-history';

/** `POST /api/payment/{txnid}/refund-request`: opens a refund ticket with the support team. */
export function requestRefund({ txnid, reason }: { txnid: string; reason: string }) {
  return apiRequest<typeof RefundResponseSchema>(`/api/payment/${encodeURIComponent(txnid)}/refund-request`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey }),
  });
}
