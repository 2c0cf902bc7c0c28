import { Trans } from '@lingui/react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { FitCount } from '@mithaq/contracts/match-score';
import { useT } from '../../../../i18n/use-t';
import { directionSummary, firstName } from '../../lib/display';
import { isolateName } from '../isolate-name';

/**
 * How many of the other member's preferences the viewer meets: the count only, never which ones nor
 * which are musts (docs/decisions/0064-finding-the-right-person.md "The two-way fit").
 */
export function YouFitThemCard({ fit, name }: { fit: FitCount; name: string }) {
  const t = useT();
  const first = firstName(name);
  const summary = directionSummary('youFitThem', fit, name);
  return (
    <Card padding="lg" component="section" aria-label={t('profile.match.youFitThem.title', { name: first })}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans id="profile.match.youFitThem.title" values={isolateName({ name: first })} />
        </Title>
        {fit.considered === 0 ? (
          <Text size="sm" c="gray.7">
            <Trans id="profile.match.theyHaveNoPreferences" values={isolateName({ name: first })} />
          </Text>
        ) : (
          <>
            <Text fw={600}>
              <Trans id={summary.key} values={isolateName(summary.values)} />
            </Text>
            <Text size="sm" c="gray.7">
              <Trans id="profile.match.privateNote" values={isolateName({ name: first })} />
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
