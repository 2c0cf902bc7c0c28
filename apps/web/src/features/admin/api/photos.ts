import { PhotoSubmissionSchema } from '@mithaq/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const usePhotoQueue = (status: string) =>
  useQuery({
    queryKey: adminKeys.photoQueue(status),
    queryFn: () => adminRequest(`/api/admin/photos?status=${status}`, { schema: z.array(PhotoSubmissionSchema) }),
  });

/** The selfie queue shows the photo a selfie is compared with, so it refreshes with the photo queue. */
export const useDecidePhoto = () =>
  useAdminMutation(
    ({ userId, status, notes }: { userId: string; status: string; notes: string }) =>
      adminRequest(`/api/admin/photos/${userId}/decision`, {
        method: 'POST',
        body: { status, notes },
        schema: PhotoSubmissionSchema,
      }),
    ({ userId }) => [
      adminKeys.photos(),
      adminKeys.selfies(),
      adminKeys.member(userId),
      adminKeys.profiles(),
      adminKeys.audit(),
    ],
  );
