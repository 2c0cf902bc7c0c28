import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { MemberAvatar } from '../../../components/member-avatar';
import { useT } from '../../../i18n/use-t';

// The dialog's code (focus trap, scroll lock) loads on the first click, not with the profile
// (docs/decisions/0039-signed-in-pages-speed.md).
const PhotoModal = lazy(() => import('../../../components/photo-modal').then((m) => ({ default: m.PhotoModal })));

interface ProfilePhotoProps {
  member: { _id: string; fullName: string; photoUrl: string | null };
}

/** The 120 px round photo; clicking opens it larger in a dialog with a close button (spec section 2). */
export function ProfilePhoto({ member }: ProfilePhotoProps) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  // Once loaded the dialog stays mounted, so closing it can animate.
  const [isModalLoaded, setIsModalLoaded] = useState(false);
  const enlarge = () => {
    setIsModalLoaded(true);
    open();
  };
  return (
    <>
      <UnstyledButton
        onClick={enlarge}
        aria-label={t('profile.photo.enlarge', { name: member.fullName })}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      >
        <MemberAvatar
          member={member}
          size={120}
          radius={120}
          // The largest thing at the top of the profile: fetched at once and first, not lazily.
          imageProps={{ loading: 'eager', fetchPriority: 'high', decoding: 'async', width: 120, height: 120 }}
          style={{ boxShadow: '0 0 0 4px white, 0 2px 10px rgba(0,0,0,.15)' }}
        />
      </UnstyledButton>
      {isModalLoaded && (
        <Suspense fallback={null}>
          <PhotoModal profile={member} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
