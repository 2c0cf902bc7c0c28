import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ProfileCard } from '../../../components/profile-card';
import { useT } from '../../../i18n/use-t';
import { useSendInterestAction } from '../../../lib/interests/use-interest-actions';
import { CardBadges } from './card-badges';
import { CardFit } from './card-fit';
import { SaveToggle } from './save-toggle';

export interface BrowseProfileCardProps {
  profile: DiscoveredProfile;
  isMatch: boolean;
  isPremiumViewer: boolean;
  /** Opens the list's "Why?" explanation for this profile. */
  onWhy: (profile: DiscoveredProfile) => void;
  /** The name's heading level: 2 right under the page's h1, 3 in a section of its own (Today's picks). */
  headingOrder?: 2 | 3;
}

/**
 * A card with Send Interest, the distance and the two-way fit with its "Why?"; after 'Interest Sent!'
 * the lists reload and the card leaves the list. Save keeps the member on the Saved list; "Not
 * interested" (in the card's menu) takes them out of every list, with an Undo.
 */
export function BrowseProfileCard({
  profile,
  isMatch,
  isPremiumViewer,
  onWhy,
  headingOrder = 2,
}: BrowseProfileCardProps) {
  const t = useT();
  const client = useQueryClient();
  const sendInterest = useSendInterestAction(profile._id);
  const saveButton = useRef<HTMLButtonElement>(null);
  const notInterested = {
    label: t('browse.card.notInterested'),
    onSelect: () => void import('./card-actions').then((m) => m.hideWithUndo(client, profile, t, saveButton.current)),
  };
  return (
    <ProfileCard
      profile={profile}
      isMatch={isMatch}
      isPremiumViewer={isPremiumViewer}
      headingOrder={headingOrder}
      sendInterest={isMatch ? undefined : { ...sendInterest, needsVerification: profile.interestNeedsVerification }}
      headerAction={<SaveToggle member={profile} ref={saveButton} />}
      badges={<CardBadges profile={profile} />}
      notInterested={notInterested}
    >
      <CardFit profile={profile} onWhy={() => onWhy(profile)} />
    </ProfileCard>
  );
}
