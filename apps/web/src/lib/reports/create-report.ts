import type { CreateReportInput } from '@mithaq/contracts/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useInvalidateInterestData } from '../interests/invalidate-interest-data';

export const ownReportsQueryKey = ['reports', 'mine'] as const;

/** `POST /api/reports`. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => apiRequest('POST /api/reports', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownReportsQueryKey }),
  });
}

/**
 * A block made with a report hides the member everywhere; the lists reload when the member has read
 * the confirmation (reloading at once would pull the page from under the dialog).
 */
export const useReloadAfterBlock = useInvalidateInterestData;

export function useOwnReports() {
  return useQuery({
    queryKey: ownReportsQueryKey,
    queryFn: () => apiRequest('GET /api/reports'),
  });
}
