import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';
import { IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { ApiError } from '../../../../lib/api-client';
import { useMe } from '../../../../lib/current-member';
import { useMatchScore } from '../../api/get-match-score';
import { TheyFitYouCard } from './they-fit-you-card';
import { YouFitThemCard } from './you-fit-them-card';

interface MatchScoreSectionProps {
  /** The other member, whose answers the viewer's preferences are compared with. */
  profile: ViewedProfile;
  isMatch: boolean;
}

function MatchOnlyNote() {
  const t = useT();
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t('profile.match.noteTitle')}>
      {t('profile.match.matchesOnly')}
    </Alert>
  );
}

/**
 * showScore=1 (spec section 2). Instead of the placeholder 87 %, the server scores both members'
 * preferences against each other: the viewer's own criterion by criterion, the other member's as a
 * count only (docs/decisions/0064-finding-the-right-person.md "The two-way fit").
 */
export function MatchScoreSection({ profile, isMatch }: MatchScoreSectionProps) {
  const t = useT();
  const me = useMe().data;
  const score = useMatchScore(profile._id, { enabled: isMatch });
  if (!isMatch) return <MatchOnlyNote />;
  if (score.isPending) {
    return (
      <Group gap="sm" role="status" aria-live="polite" py="md">
        <Loader size="sm" color="emerald" />
        <Text c="gray.7">{t('profile.match.calculating')}</Text>
      </Group>
    );
  }
  if (score.isError) {
    if (score.error instanceof ApiError && score.error.status === 403) return <MatchOnlyNote />;
    return (
      <Alert color="red" variant="light" title={t('profile.match.unavailableTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('profile.match.unavailable')}</Text>
          <Button size="xs" variant="white" color="red.8" onClick={() => void score.refetch()}>
            {t('profile.match.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { theyFitYou, youFitThem } = score.data;
  // Nothing asked on either side: a score of 100 % would say nothing.
  const overall = theyFitYou.considered + youFitThem.considered === 0 ? null : score.data.overall;
  return (
    <Stack gap="md">
      <Card padding="lg" bg="emerald.0" style={{ borderColor: 'var(--mantine-color-emerald-2)' }}>
        <Group gap="lg" wrap="nowrap" align="center">
          {overall === null ? (
            <IconHeartHandshake size={48} color="var(--mantine-color-emerald-7)" aria-hidden />
          ) : (
            <RingProgress
              size={88}
              thickness={8}
              roundCaps
              sections={[{ value: overall, color: 'emerald.7' }]}
              label={
                <Text ta="center" fw={700}>
                  {t('profile.percent', { value: overall })}
                </Text>
              }
              aria-hidden
            />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" c="emerald.9">
              {overall === null ? t('profile.match.titleNone') : t('profile.match.title', { percent: overall })}
            </Title>
            <Text size="sm" c="gray.8">
              {overall === null ? (
                <>
                  {t('profile.match.neitherHasPreferences')}{' '}
                  <Anchor component={Link} to="/profile?edit=partner#partner">
                    {t('profile.match.addPreferences')}
                  </Anchor>
                </>
              ) : (
                t('profile.match.explained')
              )}
            </Text>
          </Stack>
        </Group>
      </Card>
      {overall !== null && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TheyFitYouCard
            fit={theyFitYou}
            viewer={{ city: me?.city ?? '', partner: me?.partner ?? {} }}
            other={profile}
          />
          <YouFitThemCard fit={youFitThem} name={profile.fullName} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
