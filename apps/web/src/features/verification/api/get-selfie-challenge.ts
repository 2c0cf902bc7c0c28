import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/verify/selfie/challenge`: each call is a new pose that replaces the previous one, hence a mutation. */
export const requestSelfieChallenge = () => apiRequest('GET /api/verify/selfie/challenge');

export const useRequestSelfieChallenge = () => useMutation({ mutationFn: requestSelfieChallenge });
