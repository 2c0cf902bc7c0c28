import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { guardianSession } from '../lib/guardian-session';

/** `POST /api/guardian-view/session`: the emailed link's token for a guardian session. */
export function openGuardianSession(token: string) {
  return apiRequest(
    'POST /api/guardian-view/session',
    { body: { token } },
    { credential: { scheme: 'Guardian', token: null } },
  );
}

export const useOpenGuardianSession = () =>
  useMutation({
    mutationFn: openGuardianSession,
    onSuccess: (session) => guardianSession.setToken(session.token),
  });
