import { Trans } from '@lingui/react';
import { Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FitCriterion, MatchScore } from '@mithaq/contracts/match-score';
import type { PartnerPreferences } from '@mithaq/contracts/partner-criteria';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { criterionLabelKey, type ProfileFacts, preferenceText, profileFactText } from '../../../../lib/partner-text';
import { usePartnerText } from '../../../../lib/use-partner-text';
import { directionSummary, firstName } from '../../lib/display';
import { isolateName } from '../isolate-name';

/** The viewer: their own preferences (with musts) and their city, the centre of a distance. */
export interface Viewer {
  city: string;
  partner: Partial<PartnerPreferences>;
}

interface CriterionItemProps {
  result: FitCriterion;
  viewer: Viewer;
  other: ProfileFacts;
  first: string;
}

const isFaithAnswer = (criterion: FitCriterion['criterion']) =>
  criterion === 'prays' || criterion === 'hijab' || criterion === 'beard';

function CriterionItem({ result, viewer, other, first }: CriterionItemProps) {
  const t = useT();
  const ctx = usePartnerText();
  const { criterion, met, must } = result;
  const preference = preferenceText(ctx, viewer.partner, criterion, viewer.city) ?? t('profile.value.notSpecified');
  const value =
    profileFactText(ctx, other, criterion) ??
    t(isFaithAnswer(criterion) ? 'profile.value.notAnswered' : 'profile.value.notSpecified');
  return (
    <List.Item
      icon={
        <ThemeIcon size={24} radius="xl" color={met ? 'emerald.7' : 'red.8'}>
          {met ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {t(met ? 'profile.match.criterionMet' : 'profile.match.criterionNotMet', {
            label: t(criterionLabelKey(criterion)),
          })}
        </Text>
        {must && (
          <Badge size="sm" color="gold.8" variant="filled">
            {t('profile.partner.must')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7">
        <Trans id="profile.match.youAsked" values={{ preference: <bdi>{preference}</bdi> }} />
      </Text>
      <Text size="sm" c="gray.8">
        <Trans id="profile.match.theirValue" values={{ name: <bdi>{first}</bdi>, value: <bdi>{value}</bdi> }} />
      </Text>
    </List.Item>
  );
}

interface TheyFitYouCardProps {
  fit: MatchScore['theyFitYou'];
  viewer: Viewer;
  /** The other member's profile, whose answers are compared. */
  other: ProfileFacts & { fullName: string };
}

/**
 * How the other member fits the viewer's own preferences, one by one: the preference in words, the
 * other member's answer, met or not, and whether the viewer made it a must
 * (docs/decisions/0064-finding-the-right-person.md "The two-way fit").
 */
export function TheyFitYouCard({ fit, viewer, other }: TheyFitYouCardProps) {
  const t = useT();
  const first = firstName(other.fullName);
  const summary = directionSummary('theyFitYou', fit, other.fullName);
  const title = t('profile.match.theyFitYou.title', { name: first });
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans id="profile.match.theyFitYou.title" values={isolateName({ name: first })} />
        </Title>
        {fit.considered === 0 ? (
          <Text size="sm" c="gray.7">
            {t('profile.match.youHaveNoPreferences')}{' '}
            <Anchor component={Link} to="/profile?edit=partner#partner">
              {t('profile.match.addPreferences')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text fw={600}>
              <Trans id={summary.key} values={isolateName(summary.values)} />
            </Text>
            <List spacing="sm" listStyleType="none" p={0} m={0}>
              {fit.criteria.map((result) => (
                <CriterionItem key={result.criterion} result={result} viewer={viewer} other={other} first={first} />
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
