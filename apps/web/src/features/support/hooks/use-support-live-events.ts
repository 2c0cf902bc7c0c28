import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../../lib/live/live-subscribers';
import { supportTicketsQueryKey } from '../../../lib/support-keys';

/** The live stream's `support` events (lib/live/use-live-stream.ts). */
export function useSupportLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive({
        onSupport() {
          // A staff reply shows at once instead of at the next 10 s poll.
          void queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey });
        },
      }),
    [queryClient],
  );
}
