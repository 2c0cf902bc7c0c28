import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PREMIUM_DAILY_PICKS } from '@mithaq/contracts/plans';
import { IconHeartSearch, IconSparkles } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryError } from '../../../../components/list-states';
import { useNow } from '../../../../i18n/now';
import { useLocale, useT } from '../../../../i18n/use-t';
import { useMe } from '../../../../lib/current-member';
import { useTodaysPicks } from '../../api/get-picks';
import { EDIT_PREFERENCES_PATH } from '../../paths';
import { firstPicksDay, picksHourText } from '../../picks-times';
import { useViewer } from '../../use-viewer';
import type { BrowseProfileCardProps } from '../browse-profile-card';
import { PICKS_ROOM_CLASS, rememberPicksHeight } from './picks-height';
import { PicksList } from './picks-list';
import classes from './todays-picks.module.css';

/** The section's anchor: notifications of the day's picks link to `/dashboard#todays-picks`. */
export const TODAYS_PICKS_ANCHOR = 'todays-picks';

interface TodaysPicksProps {
  /**
   * The lists' card (browse-profile-card.tsx), handed down by the page: imported here, it would become a file of
   * its own in the dashboard's first download (bench/bundle/budget.ts), as My matches' cards would.
   */
  Card: ComponentType<BrowseProfileCardProps>;
}

/**
 * Today's picks, first on the dashboard (docs/decisions/0065-coming-back.md "Daily picks"): the
 * members chosen for the member at 08:00 in their zone, as cards with their fit. Before the first
 * morning it says when they come; a morning that found nobody says so; a member without partner
 * preferences is invited to set them; a free member learns that premium members get more.
 */
export function TodaysPicks({ Card }: TodaysPicksProps) {
  const t = useT();
  const titleId = useId();
  const picks = useTodaysPicks();
  const viewer = useViewer();
  const hour = picksHourText(useLocale());
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const isLoaded = picks.isSuccess;
  // A notification opens /dashboard#todays-picks: scroll there once the section has its height.
  useEffect(() => {
    if (isLoaded && hash === `#${TODAYS_PICKS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [isLoaded, hash]);
  useEffect(() => {
    if (!picks.isPending && ref.current) rememberPicksHeight(ref.current.getBoundingClientRect().height);
  }, [picks.isPending]);

  const data = picks.data;
  const profiles = data?.pages[0]?.profiles ?? [];
  let body: ReactNode;
  if (picks.isPending) body = <PicksSkeleton label={t('picks.loading')} />;
  else if (picks.isError) body = <QueryError query={picks} fallback={t('picks.failed')} />;
  else if (data?.day === null) body = <FirstPicks hour={hour} />;
  else if (profiles.length === 0) {
    body = (
      <Notice icon={<IconSparkles size={22} />} title={t('picks.none.title')}>
        <Text size="sm" c="gray.8">
          {t('picks.none.body', { time: hour })}
        </Text>
        <Anchor component={Link} to="/dashboard?tab=all" size="sm" fw={600}>
          {t('picks.none.action')}
        </Anchor>
      </Notice>
    );
  } else body = <PicksList picks={profiles} Card={Card} labelledBy={titleId} />;

  return (
    <Stack
      ref={ref}
      component="section"
      id={TODAYS_PICKS_ANCHOR}
      aria-labelledby={titleId}
      aria-busy={picks.isPending}
      gap="sm"
      mb="lg"
      // Until drawn, exactly the room the page kept (the skeleton is cut to it).
      className={picks.isPending ? PICKS_ROOM_CLASS : undefined}
      style={{ scrollMarginTop: 80 }}
    >
      <div>
        <Title order={2} id={titleId} fz={{ base: 20, sm: 22 }}>
          {t('picks.title')}
        </Title>
        <Text size="sm" c="gray.7" mt={2}>
          {t(data && !data.hasPreferences ? 'picks.introNearby' : 'picks.intro', { time: hour })}
        </Text>
      </div>
      {body}
      {data && !data.hasPreferences && <PreferencesLine />}
      {data && !viewer.isPremium && (
        <Text size="sm" c="gray.8">
          {t('picks.plan.free', { count: data.perDay, premium: PREMIUM_DAILY_PICKS })}{' '}
          <Anchor component={Link} to="/premium" fw={600} c="gold.9">
            {t('picks.plan.upgrade')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** Before the first morning run: when the first picks come (today or tomorrow, in the member's zone). */
function FirstPicks({ hour }: { hour: string }) {
  const t = useT();
  const now = useNow();
  const when = firstPicksDay(now, useMe().data?.timeZone);
  return (
    <Notice icon={<IconSparkles size={22} />} title={t('picks.first.title')}>
      <Text size="sm" c="gray.8">
        {t('picks.first.body', { when, time: hour })}
      </Text>
    </Notice>
  );
}

/**
 * Without partner preferences, picks are members nearby: the way to make them fit, one line under the picks (My
 * matches, one tab away, has the full invitation).
 */
function PreferencesLine() {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconHeartSearch size={18} color="var(--mantine-color-emerald-8)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="gray.8">
        {t('picks.invite.body')}{' '}
        <Anchor component={Link} to={EDIT_PREFERENCES_PATH} fw={600}>
          {t('picks.invite.action')}
        </Anchor>
      </Text>
    </Group>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="emerald" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} component="h3" fz="md" m={0}>
            {title}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Cards' worth of grey while the picks load, with the loading text for screen readers. */
export function PicksSkeleton({ label }: { label?: string }) {
  return (
    <div className={classes.skeleton} role="status" aria-label={label}>
      <Skeleton height={260} radius="md" />
      <Skeleton height={260} radius="md" />
      <Skeleton height={260} radius="md" />
    </div>
  );
}
