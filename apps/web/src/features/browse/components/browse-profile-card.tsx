import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { ProfileCard } from '../../../components/profile-card';
import { useSendInterestAction } from '../../../lib/interests/use-interest-actions';
import { CardFit } from './card-fit';

interface BrowseProfileCardProps {
  profile: DiscoveredProfile;
  isMatch: boolean;
  isPremiumViewer: boolean;
  /** Opens the list's "Why?" explanation for this profile. */
  onWhy: (profile: DiscoveredProfile) => void;
}

/**
 * A card with Send Interest, the distance and the two-way fit with its "Why?"; after 'Interest Sent!'
 * the lists reload and the card leaves the list.
 */
export function BrowseProfileCard({ profile, isMatch, isPremiumViewer, onWhy }: BrowseProfileCardProps) {
  const sendInterest = useSendInterestAction(profile._id);
  return (
    <ProfileCard
      profile={profile}
      isMatch={isMatch}
      isPremiumViewer={isPremiumViewer}
      // The list sits right under the page's h1.
      headingOrder={2}
      sendInterest={isMatch ? undefined : sendInterest}
    >
      <CardFit profile={profile} onWhy={() => onWhy(profile)} />
    </ProfileCard>
  );
}
