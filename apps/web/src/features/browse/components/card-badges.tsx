import { Badge } from '@mantine/core';
import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { useT } from '../../../i18n/use-t';

/** "Active today" or "Active this week", and "Joined this week" (docs/decisions/0064-finding-the-right-person.md). */
export function CardBadges({ profile }: { profile: Pick<DiscoveredProfile, 'activity' | 'joinedThisWeek'> }) {
  const t = useT();
  return (
    <>
      {profile.activity && (
        <Badge variant="dot" color="emerald" c="gray.8" tt="none">
          {t(`browse.card.active.${profile.activity}`)}
        </Badge>
      )}
      {profile.joinedThisWeek && (
        <Badge variant="light" color="gold" c="gold.9" tt="none">
          {t('browse.card.joinedThisWeek')}
        </Badge>
      )}
    </>
  );
}
