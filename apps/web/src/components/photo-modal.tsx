import { Image, Modal } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { MemberAvatar } from './member-avatar';

interface PhotoModalProps {
  profile: { _id: string; fullName: string; photoUrl: string | null };
  opened: boolean;
  onClose: () => void;
}

/** A member's photo enlarged (spec section 2); falls back to the server's default, then to initials. */
export function PhotoModal({ profile, opened, onClose }: PhotoModalProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const fallback = `/api/upload/${encodeURIComponent(profile._id)}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<bdi>{profile.fullName}</bdi>}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('member.photo.close') }}
    >
      {failed ? (
        <MemberAvatar member={profile} size={240} radius="md" mx="auto" />
      ) : (
        <Image
          src={profile.photoUrl ?? fallback}
          fallbackSrc={profile.photoUrl ? fallback : undefined}
          alt={t('member.photo.alt', { name: profile.fullName })}
          radius="md"
          mah="70vh"
          fit="contain"
          onError={(event) => {
            // Both the photo and the server's default failed: show the initials instead.
            if (event.currentTarget.src.endsWith(fallback)) setFailed(true);
          }}
        />
      )}
    </Modal>
  );
}
