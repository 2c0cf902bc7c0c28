import { Button, Stack, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { ProfileCard } from '../../../components/profile-card';
import { useT } from '../../../i18n/use-t';
import { useInterests } from '../../../lib/interests/get-interests';
import { useViewer } from '../use-viewer';
import { ProfileGrid } from './profile-grid';

/**
 * Tab Accepted Interests. Every entry is a mutual match: the server states it by listing it here
 * (spec section 4 "Match": "or the caller states it"), so Match Score and Message show on each.
 */
export function AcceptedTab() {
  const interests = useInterests();
  const viewer = useViewer();
  const t = useT();
  const accepted = { label: t('browse.accepted.status'), tone: 'accepted' } as const;

  let body: React.ReactNode;
  if (interests.isPending) body = <LoadingState label={t('browse.accepted.loading')} />;
  else if (interests.isError) {
    body = <QueryError query={interests} fallback={t('browse.errors.fetchInterests')} />;
  } else if (interests.data.accepted.length === 0) {
    body = (
      <ListEmpty
        icon={<IconHeartHandshake size={28} />}
        title={t('browse.accepted.empty.title')}
        description={t('browse.accepted.empty.description')}
        action={
          <Button component={Link} to="/dashboard?tab=interests" variant="light">
            {t('browse.accepted.empty.action')}
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
            status={accepted}
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
        {t('browse.accepted.title')}
      </Title>
      {body}
    </Stack>
  );
}
