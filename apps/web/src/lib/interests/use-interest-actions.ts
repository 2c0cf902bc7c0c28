import { isolate } from '../../i18n/bidi';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../api-client';
import { notifyError, notifySuccess } from '../notify';
import { useAcceptInterest } from './accept-interest';
import { useDeclineInterest } from './decline-interest';
import { useSendInterest } from './send-interest';

export type SendInterestStatus = 'idle' | 'pending' | 'sent';

export interface SendInterestAction {
  status: SendInterestStatus;
  onSend: () => void;
  /**
   * The member takes interest only from members with a verified ID or selfie, which the viewer has
   * not (docs/decisions/0066-catching-scammers-early.md): the button explains instead of sending.
   */
  needsVerification?: boolean;
}

/**
 * Send Interest for one member, wherever it is offered (a browse card, a profile view): 'Sending...',
 * then 'Interest Sent!' until the lists reload 2 s later (spec section 2 "Profile card"). An interest
 * held for review with the sender's account (`held`, docs/decisions/0067-risk-record.md) also says it
 * will be delivered once the review is finished. A failure shows the server's message, e.g. the plan's
 * daily limit and when it resets, else 'Failed to send interest.' (spec section 8).
 */
export function useSendInterestAction(profileId: string): SendInterestAction {
  const t = useT();
  const send = useSendInterest();
  const status = send.isPending ? 'pending' : send.isSuccess ? 'sent' : 'idle';
  const onSend = () =>
    void send
      .mutateAsync(profileId)
      .then((answer) => {
        if (answer.held) notifySuccess(t('member.interest.heldForReview'));
      })
      .catch(async (error: unknown) => {
        const message = errorMessage(error, t('member.interest.sendFailed'));
        // A limit or a refusal that verifying lifts links to where (docs/decisions/0066-catching-scammers-early.md);
        // that code loads with the first refusal, as the toasts do.
        const { withVerificationLink } = await import('../verification-refusal');
        notifyError(
          t('member.interest.notSentTitle'),
          withVerificationLink(error, message, t('member.interest.verifyLink')),
        );
      });
  return { status, onSend };
}

export interface RespondAction {
  pending: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * Accept and Decline of an interest this member sent the viewer (spec sections 2 and 4). mutateAsync:
 * the card or panel changes when the lists reload, and the outcome must still show.
 */
export function useRespondToInterest(profile: { _id: string; fullName: string }): RespondAction {
  const t = useT();
  const accept = useAcceptInterest();
  const decline = useDeclineInterest();
  const fail = (fallback: string) => (error: unknown) =>
    notifyError(t('member.interest.failedTitle'), errorMessage(error, fallback));
  return {
    pending: accept.isPending ? 'accept' : decline.isPending ? 'decline' : null,
    onAccept: () =>
      void accept
        .mutateAsync(profile._id)
        .then(() => notifySuccess(t('member.interest.matched', { name: isolate(profile.fullName) })))
        .catch(fail(t('member.interest.acceptFailed'))),
    onDecline: () => void decline.mutateAsync(profile._id).catch(fail(t('member.interest.declineFailed'))),
  };
}
