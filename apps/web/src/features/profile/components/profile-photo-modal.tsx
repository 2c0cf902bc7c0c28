import { Image, Modal } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

interface ProfilePhotoModalProps {
  member: { fullName: string };
  src: string;
  opened: boolean;
  onClose: () => void;
}

/** The profile's photo enlarged in a dialog with a close button (spec section 2). */
export function ProfilePhotoModal({ member, src, opened, onClose }: ProfilePhotoModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<bdi>{member.fullName}</bdi>}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('profile.photo.close') }}
    >
      <Image src={src} alt={t('profile.photo.alt', { name: member.fullName })} radius="md" fit="contain" mah="70vh" />
    </Modal>
  );
}
