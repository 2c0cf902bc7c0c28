import type { InterestProfile } from '@mithaq/contracts/interests';
import { ProfileCard } from '../../../components/profile-card';
import { useRespondToInterest } from '../../../lib/interests/use-interest-actions';

/** An incoming interest with Accept and Decline (spec sections 2 and 4). */
export function ReceivedInterestCard({
  profile,
  isPremiumViewer,
}: {
  profile: InterestProfile;
  isPremiumViewer: boolean;
}) {
  const respond = useRespondToInterest(profile);
  return <ProfileCard profile={profile} isPremiumViewer={isPremiumViewer} respond={respond} />;
}
