import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export const paymentHistoryQueryKey = ['payments', 'history'] as const;

export function getPaymentHistory() {
  return apiRequest('GET /api/payment/history');
}

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: paymentHistoryQueryKey, queryFn: getPaymentHistory, staleTime: 10_000 });

/** The member's payments and membership; nothing for visitors. */
export function usePaymentHistory() {
  const token = useToken();
  return useQuery({ ...paymentHistoryQueryOptions(), enabled: Boolean(token) });
}
