import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '@mithaq/contracts/initials';
import { useT } from '../i18n/use-t';

interface MemberAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  member: { _id: string; fullName: string; photoUrl: string | null };
}

/**
 * A member's photo as the server lets this viewer see it. Without one, GET /api/upload/{id} serves
 * the default (male image or initials avatar, made locally); if even that fails, Mantine shows the
 * initials (spec section 2 "Profile card").
 */
export function MemberAvatar({ member, ...props }: MemberAvatarProps) {
  const t = useT();
  const side = typeof props.size === 'number' ? props.size : undefined;
  return (
    <Avatar
      src={member.photoUrl ?? `/api/upload/${member._id}`}
      alt={t('member.photo.alt', { name: member.fullName })}
      color="emerald"
      variant="light"
      // Browse shows dozens: photos below the fold wait until scrolled to, and their box is sized
      // before they arrive, so nothing moves (docs/decisions/0015-speed-on-a-phone.md, layout shift).
      imageProps={{ loading: 'lazy', decoding: 'async', width: side, height: side }}
      {...props}
    >
      {initialsOf(member.fullName)}
    </Avatar>
  );
}
