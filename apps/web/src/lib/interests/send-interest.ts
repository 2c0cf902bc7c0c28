import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { markPushMoment } from '../push/push-moments';
import { useInvalidateInterestData } from './invalidate-interest-data';

/** Spec section 9: 'Interest Sent!' shows for 2000 ms. */
export const INTEREST_SENT_MS = 2000;

/** `POST /api/profiles/{id}/interest`. A 429 means the plan's quota is used up; its message is shown as is. */
export function sendInterest(profileId: string) {
  return apiRequest('POST /api/profiles/:id/interest', { params: { id: profileId }, body: {} });
}

/**
 * One instance per card, so each card has its own 'Sending...' state. The lists reload only after
 * 'Interest Sent!' has shown for its 2 s (spec section 2 "Profile card"): reloading at once would
 * remove the card before the member sees the confirmation. The timer is not tied to the card, so
 * the reload still happens if the member navigates away meanwhile.
 */
export function useSendInterest() {
  const invalidate = useInvalidateInterestData();
  return useMutation({
    mutationFn: sendInterest,
    onSuccess: () => {
      setTimeout(() => void invalidate(), INTEREST_SENT_MS);
      // A moment when being told of the answer matters: the site may offer push notifications.
      markPushMoment();
    },
  });
}
