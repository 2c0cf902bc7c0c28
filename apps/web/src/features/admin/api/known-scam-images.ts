import { KNOWN_SCAM_IMAGE_FIELD, KNOWN_SCAM_NOTE_FIELD } from '@mithaq/contracts/safety/photo-flags';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const useKnownScamImages = () =>
  useQuery({
    queryKey: adminKeys.knownScamImages(),
    queryFn: () => adminRequest('GET /api/admin/known-scam-images'),
  });

/** `POST /api/admin/known-scam-images` (multipart: image, note). */
export const useAddKnownScamImage = () =>
  useAdminMutation(
    ({ image, note }: { image: File; note: string }) => {
      const form = new FormData();
      form.append(KNOWN_SCAM_NOTE_FIELD, note);
      form.append(KNOWN_SCAM_IMAGE_FIELD, image, image.name);
      return adminRequest('POST /api/admin/known-scam-images', { body: form });
    },
    () => [adminKeys.knownScamImages(), adminKeys.audit()],
  );

/** Flags the image raised stay, showing it is gone: the photo queue is read again too. */
export const useRemoveKnownScamImage = () =>
  useAdminMutation(
    ({ id }: { id: string }) => adminRequest('DELETE /api/admin/known-scam-images/:id', { params: { id } }),
    () => [adminKeys.knownScamImages(), adminKeys.photos(), adminKeys.audit()],
  );
