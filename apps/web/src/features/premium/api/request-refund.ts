import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentHistoryQueryKey } from './get-payment-history';

/** `POST /api/payment/{txnid}/refund-request`: opens a refund ticket with the support team. */
export function requestRefund({ txnid, reason }: { txnid: string; reason: string }) {
  return apiRequest('POST /api/payment/:txnid/refund-request', { params: { txnid }, body: { reason } });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey }),
  });
}
