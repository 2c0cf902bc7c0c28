import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/guardian-view/unsubscribe`: the daily email's link turns that email off, no session needed. */
export const unsubscribeGuardian = (token: string) =>
  apiRequest(
    'POST /api/guardian-view/unsubscribe',
    { body: { token } },
    { credential: { scheme: 'Guardian', token: null } },
  );

export const useUnsubscribeGuardian = () => useMutation({ mutationFn: unsubscribeGuardian });
