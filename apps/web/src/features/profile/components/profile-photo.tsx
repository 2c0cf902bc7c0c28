import { Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MemberAvatar } from '../../../components/member-avatar';

interface ProfilePhotoProps {
  member: { _id: string; fullName: string; photoUrl: string | null };
}

/** The 120 px round photo; clicking opens it larger in a dialog with a close button (spec section 2). */
export function ProfilePhoto({ member }: ProfilePhotoProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const src = member.photoUrl ?? `/api/upload/${member._id}`;
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={`Enlarge photo of ${member.fullName}`}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      >
        <MemberAvatar
          member={member}
          size={120}
          radius={120}
          style={{ boxShadow: '0 0 0 4px white, 0 2px 10px rgba(0,0,0,.15)' }}
        />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={member.fullName}
        centered
        size="md"
        closeButtonProps={{ 'aria-label': 'Close photo' }}
      >
        <Image src={src} alt={`Photo of ${member.fullName}`} radius="md" fit="contain" mah="70vh" />
      </Modal>
    </>
  );
}
