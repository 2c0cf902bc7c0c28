import { Button, Group, Text } from '@mantine/core';
import type { DiscoveredProfile, FitSummary } from '@mithaq/contracts/discovery';
import type { Translate } from '../../../i18n/use-t';
import { useT } from '../../../i18n/use-t';

/** "Fits 6 of your 8 preferences · you fit 5 of their 7", or the one side that has preferences. */
export function fitText(t: Translate, fit: FitSummary): string | null {
  const theirs = fit.theyFitYou;
  const yours = fit.youFitThem;
  if (theirs.considered > 0 && yours.considered > 0) {
    return t('browse.fit.both', {
      theyMet: theirs.met,
      theyConsidered: theirs.considered,
      youMet: yours.met,
      youConsidered: yours.considered,
    });
  }
  if (theirs.considered > 0) return t('browse.fit.theirs', theirs);
  if (yours.considered > 0) return t('browse.fit.yours', yours);
  return null;
}

interface CardFitProps {
  profile: DiscoveredProfile;
  /** Opens the list's "Why?" explanation (fit-modal.tsx) for this profile. */
  onWhy: () => void;
}

/**
 * The card's lines of search and My matches (docs/decisions/0064-finding-the-right-person.md "The
 * two-way fit"): how far away, and how the two fit, counts only, with "Why?" for the detail.
 */
export function CardFit({ profile, onWhy }: CardFitProps) {
  const t = useT();
  const line = profile.fit ? fitText(t, profile.fit) : null;
  if (line === null && profile.distanceKm === null) return null;
  return (
    <div>
      {profile.distanceKm !== null && (
        <Text size="sm" c="gray.7">
          {t('browse.card.distance', { km: profile.distanceKm })}
        </Text>
      )}
      {line !== null && (
        <Group gap={4} wrap="nowrap" justify="space-between" align="center">
          <Text size="sm" fw={600} c="emerald.8" style={{ flex: 1, minWidth: 0 }}>
            {line}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-haspopup="dialog"
            aria-label={t('browse.fit.whyLabel', { name: profile.fullName })}
            style={{ flexShrink: 0 }}
            onClick={onWhy}
          >
            {t('browse.fit.why')}
          </Button>
        </Group>
      )}
    </div>
  );
}
