import type { PublicProfile } from '@mithaq/contracts/profile';
import { ProfileCard } from '../../../components/profile-card';
import { useSendInterestAction } from '../../../lib/interests/use-interest-actions';

interface BrowseProfileCardProps {
  profile: PublicProfile;
  isMatch: boolean;
  isPremiumViewer: boolean;
}

/** A card with Send Interest; after 'Interest Sent!' the lists reload and the card leaves the list. */
export function BrowseProfileCard({ profile, isMatch, isPremiumViewer }: BrowseProfileCardProps) {
  const sendInterest = useSendInterestAction(profile._id);
  return (
    <ProfileCard
      profile={profile}
      isMatch={isMatch}
      isPremiumViewer={isPremiumViewer}
      // The list sits right under the page's h1.
      headingOrder={2}
      sendInterest={isMatch ? undefined : sendInterest}
    />
  );
}
