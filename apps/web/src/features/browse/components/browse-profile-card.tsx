import { MESSAGES, type PublicProfile } from '@mithaq/contracts';
import { ProfileCard } from '../../../components/profile-card';
import { errorMessage } from '../../../lib/api-client';
import { useSendInterest } from '../../../lib/interests/send-interest';
import { notifyError } from '../notify';

interface BrowseProfileCardProps {
  profile: PublicProfile;
  isMatch: boolean;
  isPremiumViewer: boolean;
}

/**
 * A card with Send Interest: 'Sending...', then 'Interest Sent!' until the lists reload 2 s later
 * and the card leaves the list (spec section 2). Failures show the server's message, e.g. the
 * plan's daily limit, else 'Failed to send interest.' (spec section 8).
 */
export function BrowseProfileCard({ profile, isMatch, isPremiumViewer }: BrowseProfileCardProps) {
  const send = useSendInterest();
  const status = send.isPending ? 'pending' : send.isSuccess ? 'sent' : 'idle';
  const onSend = () =>
    send
      .mutateAsync(profile._id)
      .catch((error: unknown) => notifyError('Interest not sent', errorMessage(error, MESSAGES.sendInterestFailed)));
  return (
    <ProfileCard
      profile={profile}
      isMatch={isMatch}
      isPremiumViewer={isPremiumViewer}
      // The list sits right under the page's h1.
      headingOrder={2}
      sendInterest={isMatch ? undefined : { status, onSend }}
    />
  );
}
