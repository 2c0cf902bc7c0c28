import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** Revokes the session server-side, then forgets it locally and goes to /login (spec section 2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // This device stops receiving the member's push notifications (loaded only now: rarely needed).
    await import('../../../lib/push/forget-device').then((m) => m.forgetPushDevice()).catch(() => undefined);
    try {
      await apiRequest('POST /api/auth/logout', {}, { signOutOn401: false });
    } catch {
      // Already invalid on the server: signing out locally is all that is left to do.
    }
    sessionStore.setToken(null);
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
