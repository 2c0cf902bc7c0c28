import { type SelfieDecisionInput, SelfieSubmissionSchema } from '@mithaq/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, useAdminMutation } from './admin-api';

/** `GET /api/admin/selfies?status=`: `pending` also holds verified selfies to compare with a new photo. */
export const useSelfieQueue = (status: string) =>
  useQuery({
    queryKey: ['admin', 'selfies', status],
    queryFn: () => adminRequest(`/api/admin/selfies?status=${status}`, { schema: z.array(SelfieSubmissionSchema) }),
  });

export const useDecideSelfie = () =>
  useAdminMutation(({ userId, ...body }: SelfieDecisionInput & { userId: string }) =>
    adminRequest(`/api/admin/selfies/${userId}/decision`, { method: 'POST', body, schema: SelfieSubmissionSchema }),
  );
