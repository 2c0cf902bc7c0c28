import { Button, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@mithaq/contracts';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { ProfileCard } from '../../../components/profile-card';
import { useInterests } from '../../../lib/interests/get-interests';
import { useViewer } from '../use-viewer';
import { ProfileGrid } from './profile-grid';

const ACCEPTED = { label: 'Interest accepted', tone: 'accepted' } as const;

/**
 * Tab Accepted Interests. Every entry is a mutual match: the server states it by listing it here
 * (spec section 4 "Match": "or the caller states it"), so Match Score and Message show on each.
 */
export function AcceptedTab() {
  const interests = useInterests();
  const viewer = useViewer();

  let body: React.ReactNode;
  if (interests.isPending) body = <LoadingState label="Loading accepted interests..." />;
  else if (interests.isError) {
    body = <QueryError query={interests} fallback={MESSAGES.fetchInterestsFailed} />;
  } else if (interests.data.accepted.length === 0) {
    body = (
      <ListEmpty
        icon={<IconHeartHandshake size={28} />}
        title="No accepted interests yet."
        description="When you and another member accept each other's interest, you will find them here."
        action={
          <Button component={Link} to="/dashboard?tab=interests" variant="light">
            See your interests
          </Button>
        }
      />
    );
  } else {
    body = (
      <ProfileGrid>
        {interests.data.accepted.map((p) => (
          <ProfileCard
            key={p.interestId}
            profile={p}
            status={ACCEPTED}
            isMatch
            isPremiumViewer={viewer.isPremium}
            headingOrder={2}
          />
        ))}
      </ProfileGrid>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Accepted Interests
      </Title>
      {body}
    </Stack>
  );
}
