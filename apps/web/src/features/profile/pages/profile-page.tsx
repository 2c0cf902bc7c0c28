import '../../../app/styles/mantine-app';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { isSectionKey } from '../lib/profile-fields';
import classes from '../profile.module.css';
import { OtherProfile } from './other-profile';
import { OwnProfile } from './own-profile';

function ProfileRoute() {
  const [params] = useSearchParams();
  const t = useT();
  const me = useMe();
  if (!me.data) return <LoadingState label={t('profile.page.loadingOwn')} py={80} />;
  const viewId = params.get('view');
  if (!viewId || viewId === me.data._id) {
    const edit = params.get('edit');
    return (
      <OwnProfile
        member={me.data}
        initialEdit={isSectionKey(edit) ? edit : null}
        isPhotoUploadOpen={params.get('photo') === 'add'}
      />
    );
  }
  return (
    <OtherProfile
      key={viewId}
      id={viewId}
      isScoreShown={params.get('showScore') === '1'}
      isPremiumViewer={me.data.membershipTier === 'premium'}
    />
  );
}

/**
 * /profile: the own profile (?photo=add opens the photo dialog); ?view={id} another member's;
 * &showScore=1 adds the match score (spec section 2).
 */
export function ProfilePage() {
  return (
    <Container className={classes.readable} size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ProfileRoute />
    </Container>
  );
}
