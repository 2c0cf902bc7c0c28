import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InterestProfile } from '@mithaq/contracts/interests';
import { IconHeart } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { ProfileCard } from '../../../components/profile-card';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useInterests } from '../../../lib/interests/get-interests';
import { useViewer } from '../use-viewer';
import { ProfileGrid } from './profile-grid';
import { ReceivedInterestCard } from './received-interest-card';

/** Tab Interests: requests received (Accept, Decline) and interests sent (spec section 2). */
export function InterestsTab() {
  const interests = useInterests();
  const viewer = useViewer();
  const t = useT();
  const awaiting = { label: t('browse.interests.awaiting'), tone: 'waiting' } as const;

  let body: ReactNode;
  if (interests.isPending) body = <LoadingState label={t('browse.interests.loading')} />;
  else if (interests.isError) {
    body = <QueryError query={interests} fallback={t('browse.errors.fetchInterests')} />;
  } else if (interests.data.received.length === 0 && interests.data.sent.length === 0) {
    body = (
      <ListEmpty
        icon={<IconHeart size={28} />}
        title={t('browse.interests.empty.title')}
        description={t('browse.interests.empty.description')}
        action={
          <Button component={Link} to="/dashboard?tab=all">
            {t('browse.interests.empty.action')}
          </Button>
        }
      />
    );
  } else {
    const { received, sent } = interests.data;
    body = (
      <>
        <Section
          title={t('browse.interests.received.title')}
          count={received.length}
          empty={t('browse.interests.received.empty')}
        >
          {received.map((p) => (
            <ReceivedInterestCard key={p.interestId} profile={p} isPremiumViewer={viewer.isPremium} />
          ))}
        </Section>
        <Section title={t('browse.interests.sent.title')} count={sent.length} empty={t('browse.interests.sent.empty')}>
          {sent.map((p: InterestProfile) => (
            <ProfileCard
              key={p.interestId}
              profile={p}
              status={awaiting}
              isMatch={viewer.matchIds.has(p._id)}
              isPremiumViewer={viewer.isPremium}
            />
          ))}
        </Section>
      </>
    );
  }
  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('browse.interests.title')}
      </Title>
      {body}
    </Stack>
  );
}

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const t = useT();
  const format = useFormat();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} fz="xl" id={headingId}>
          {title}
        </Title>
        <Badge variant="light" color="emerald" aria-label={t('browse.interests.total', { count })}>
          {format.number(count)}
        </Badge>
      </Group>
      {count === 0 ? <Text c="gray.7">{empty}</Text> : <ProfileGrid>{children}</ProfileGrid>}
    </Stack>
  );
}
