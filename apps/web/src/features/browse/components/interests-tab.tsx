import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InterestProfile } from '@mithaq/contracts';
import { MESSAGES } from '@mithaq/contracts';
import { IconHeart } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { ProfileCard } from '../../../components/profile-card';
import { useInterests } from '../../../lib/interests/get-interests';
import { useViewer } from '../use-viewer';
import { ProfileGrid } from './profile-grid';
import { ReceivedInterestCard } from './received-interest-card';

const AWAITING = { label: 'Awaiting response', tone: 'waiting' } as const;

/** Tab Interests: requests received (Accept, Decline) and interests sent (spec section 2). */
export function InterestsTab() {
  const interests = useInterests();
  const viewer = useViewer();

  let body: ReactNode;
  if (interests.isPending) body = <LoadingState label="Loading interests..." />;
  else if (interests.isError) {
    body = <QueryError query={interests} fallback={MESSAGES.fetchInterestsFailed} />;
  } else if (interests.data.received.length === 0 && interests.data.sent.length === 0) {
    body = (
      <ListEmpty
        icon={<IconHeart size={28} />}
        title="No interests yet."
        description="Send an interest to someone whose profile speaks to you; requests you receive appear here too."
        action={
          <Button component={Link} to="/dashboard?tab=all">
            Browse Profiles
          </Button>
        }
      />
    );
  } else {
    const { received, sent } = interests.data;
    body = (
      <>
        <Section title="Requests you received" count={received.length} empty="No new requests right now.">
          {received.map((p) => (
            <ReceivedInterestCard key={p.interestId} profile={p} isPremiumViewer={viewer.isPremium} />
          ))}
        </Section>
        <Section title="Interests you sent" count={sent.length} empty="No sent interests are awaiting a reply.">
          {sent.map((p: InterestProfile) => (
            <ProfileCard
              key={p.interestId}
              profile={p}
              status={AWAITING}
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
        Interests
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
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} fz="xl" id={headingId}>
          {title}
        </Title>
        <Badge variant="light" color="emerald" aria-label={`${count} in total`}>
          {count}
        </Badge>
      </Group>
      {count === 0 ? <Text c="gray.7">{empty}</Text> : <ProfileGrid>{children}</ProfileGrid>}
    </Stack>
  );
}
