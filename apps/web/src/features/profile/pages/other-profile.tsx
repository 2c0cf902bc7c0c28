import { Button, EmptyState, Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useProfile } from '../api/get-profile';
import { MatchScoreSection } from '../components/match-score/match-score-section';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSections } from '../components/profile-sections';
import { RelationshipPanel } from '../components/relationship-panel';

interface OtherProfileProps {
  id: string;
  isScoreShown: boolean;
  isPremiumViewer: boolean;
}

/** Another member's profile, read-only, with where the viewer stands and (showScore=1) the match score. */
export function OtherProfile({ id, isScoreShown, isPremiumViewer }: OtherProfileProps) {
  const t = useT();
  const profile = useProfile(id);
  if (profile.isPending) return <LoadingState label={t('profile.page.loadingOther')} py={80} />;
  if (profile.isError) {
    return (
      <EmptyState
        py={60}
        icon={<IconUserQuestion size={32} />}
        title={t('profile.page.notFoundTitle')}
        description={t('profile.page.notFound')}
      >
        <Button component={Link} to="/dashboard?tab=all" mt="md">
          {t('profile.page.browseProfiles')}
        </Button>
      </EmptyState>
    );
  }
  const data = profile.data;
  return (
    <Stack gap="md">
      <ProfileHeader profile={data}>
        <RelationshipPanel profile={data} isPremiumViewer={isPremiumViewer} isScoreShown={isScoreShown} />
      </ProfileHeader>
      {isScoreShown && (
        <MatchScoreSection profile={data} isMatch={data.relationship.isMatch && !data.relationship.blockedByMe} />
      )}
      <ProfileSections profile={data} canEdit={false} />
    </Stack>
  );
}
