import { IdSubmissionSchema } from '@mithaq/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './admin-keys';
import { adminRequest, fetchStaffFile, useAdminMutation } from './admin-request';

export const useIdQueue = (status: string) =>
  useQuery({
    queryKey: adminKeys.idQueue(status),
    queryFn: () => adminRequest(`/api/admin/ids?status=${status}`, { schema: z.array(IdSubmissionSchema) }),
  });

export const useDecideId = () =>
  useAdminMutation(
    ({ userId, status, notes }: { userId: string; status: string; notes: string }) =>
      adminRequest(`/api/admin/ids/${userId}/decision`, {
        method: 'POST',
        body: { status, notes },
        schema: IdSubmissionSchema,
      }),
    ({ userId }) => [adminKeys.ids(), adminKeys.member(userId), adminKeys.profiles(), adminKeys.audit()],
  );

/** The ID document, fetched with the staff token, as a blob address for the viewer. */
export async function fetchIdDocument(userId: string): Promise<{ url: string; type: string }> {
  const res = await fetchStaffFile(`/api/admin/ids/${userId}/document`);
  const blob = await res.blob();
  return { url: URL.createObjectURL(blob), type: blob.type };
}
