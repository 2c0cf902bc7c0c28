import { Trans } from '@lingui/react';
import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CriterionResult, DirectionScore } from '@mithaq/contracts/match-score';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../../i18n/use-t';
import { directionSummary, firstName } from '../../lib/display';
import { isolateName } from '../isolate-name';

interface DirectionCardProps {
  direction: 'theyFitYou' | 'youFitThem';
  score: DirectionScore;
  /** The other member's full name. */
  name: string;
}

/**
 * Why a criterion was or was not met. The server explains in English (contracts match-score.ts);
 * other languages word the same comparison from the criterion's parts.
 */
function Explanation({ criterion: c }: { criterion: CriterionResult }) {
  const t = useT();
  if (useLocale() === 'en') return <bdi>{c.explanation}</bdi>;
  if (c.value === null)
    return <>{t('profile.match.why.notOnProfile', { label: t(`profile.match.criterion.${c.key}`) })}</>;
  return (
    <Trans
      id={c.met ? 'profile.match.why.matches' : 'profile.match.why.doesNotMatch'}
      values={{ value: <bdi>{c.value}</bdi>, preference: <bdi>{c.preference}</bdi> }}
    />
  );
}

interface CriterionProps {
  criterion: CriterionResult;
  isMine: boolean;
  /** The other member's first name. */
  first: string;
}

function Criterion({ criterion: c, isMine, first }: CriterionProps) {
  const t = useT();
  const valueText = c.value ?? t('profile.value.notSpecified');
  return (
    <List.Item
      icon={
        <ThemeIcon size={24} radius="xl" color={c.met ? 'emerald.7' : 'red.8'}>
          {c.met ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text size="sm" fw={600}>
        {t(c.met ? 'profile.match.criterionMet' : 'profile.match.criterionNotMet', {
          label: t(`profile.match.criterion.${c.key}`),
        })}
      </Text>
      <Text size="sm" c="gray.7">
        <Trans
          id={isMine ? 'profile.match.comparedTheirs' : 'profile.match.comparedYours'}
          values={{ preference: <bdi>{c.preference}</bdi>, value: <bdi>{valueText}</bdi>, name: <bdi>{first}</bdi> }}
        />
      </Text>
      <Text size="sm" c="gray.8">
        <Explanation criterion={c} />
      </Text>
    </List.Item>
  );
}

/** One direction of fit: each preference, whether it is met, and the value it was compared with. */
export function DirectionCard({ direction, score, name }: DirectionCardProps) {
  const t = useT();
  const first = firstName(name);
  const isMine = direction === 'theyFitYou';
  const title = t(`profile.match.${direction}.title`, { name: first });
  const summary = directionSummary(direction, score, name);
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans id={`profile.match.${direction}.title`} values={isolateName({ name: first })} />
        </Title>
        {score.percent === null ? (
          <Text size="sm" c="gray.7">
            {isMine ? (
              <>
                {t('profile.match.youHaveNoPreferences')}{' '}
                <Anchor component={Link} to="/profile?edit=partner#partner">
                  {t('profile.match.addPreferences')}
                </Anchor>
              </>
            ) : (
              <Trans id="profile.match.theyHaveNoPreferences" values={isolateName({ name: first })} />
            )}
          </Text>
        ) : (
          <>
            <Text fw={600}>
              <Trans
                id="profile.match.summaryWithPercent"
                values={{
                  summary: <Trans id={summary.key} values={isolateName(summary.values)} />,
                  percent: score.percent,
                }}
              />
            </Text>
            <List spacing="sm" listStyleType="none" p={0} m={0}>
              {score.criteria.map((c) => (
                <Criterion key={c.key} criterion={c} isMine={isMine} first={first} />
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
