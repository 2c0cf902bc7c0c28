import { type InterestProfile, MESSAGES } from '@mithaq/contracts';
import { ProfileCard } from '../../../components/profile-card';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptInterest } from '../../../lib/interests/accept-interest';
import { useDeclineInterest } from '../../../lib/interests/decline-interest';
import { notifyError, notifySuccess } from '../notify';

/** An incoming interest with Accept and Decline (spec sections 2 and 4). */
export function ReceivedInterestCard({
  profile,
  isPremiumViewer,
}: {
  profile: InterestProfile;
  isPremiumViewer: boolean;
}) {
  const accept = useAcceptInterest();
  const decline = useDeclineInterest();
  const pending = accept.isPending ? 'accept' : decline.isPending ? 'decline' : null;
  const fail = (fallback: string) => (error: unknown) =>
    notifyError('Something went wrong', errorMessage(error, fallback));

  return (
    <ProfileCard
      profile={profile}
      isPremiumViewer={isPremiumViewer}
      respond={{
        pending,
        // mutateAsync: the card leaves the list when the lists reload, and the outcome must still show.
        onAccept: () =>
          accept
            .mutateAsync(profile._id)
            .then(() => notifySuccess(`You and ${profile.fullName} are now a match.`))
            .catch(fail(MESSAGES.acceptInterestFailed)),
        onDecline: () => decline.mutateAsync(profile._id).catch(fail(MESSAGES.declineInterestFailed)),
      }}
    />
  );
}
