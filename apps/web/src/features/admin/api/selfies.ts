import { type SelfieDecisionInput, SelfieSubmissionSchema } from '@mithaq/contracts/selfie';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

/** `GET /api/admin/selfies?status=`: `pending` also holds verified selfies to compare with a new photo. */
export const useSelfieQueue = (status: string) =>
  useQuery({
    queryKey: adminKeys.selfieQueue(status),
    queryFn: () => adminRequest(`/api/admin/selfies?status=${status}`, { schema: z.array(SelfieSubmissionSchema) }),
  });

/** The photo queue shows whether a photo's selfie is verified, so it refreshes with the selfie queue. */
export const useDecideSelfie = () =>
  useAdminMutation(
    ({ userId, ...body }: SelfieDecisionInput & { userId: string }) =>
      adminRequest(`/api/admin/selfies/${userId}/decision`, { method: 'POST', body, schema: SelfieSubmissionSchema }),
    ({ userId }) => [
      adminKeys.selfies(),
      adminKeys.photos(),
      adminKeys.member(userId),
      adminKeys.profiles(),
      adminKeys.audit(),
    ],
  );
