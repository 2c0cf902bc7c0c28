import { SELFIE_CHALLENGE_FIELD, SELFIE_FILE_FIELD } from '@mithaq/contracts/selfie';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshVerification } from './verification-api';

export interface SelfieUpload {
  challengeId: string;
  image: Blob;
}

/** `POST /api/verify/selfie` (multipart: file, challengeId). */
export function uploadSelfie({ challengeId, image }: SelfieUpload) {
  const form = new FormData();
  form.append(SELFIE_CHALLENGE_FIELD, challengeId);
  form.append(SELFIE_FILE_FIELD, image, image instanceof File ? image.name : 'selfie.jpg');
  return apiRequest('POST /api/verify/selfie', { body: form });
}

export function useUploadSelfie() {
  const refresh = useRefreshVerification();
  return useMutation({ mutationFn: uploadSelfie, onSuccess: refresh });
}
