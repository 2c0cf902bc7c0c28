import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/format';

interface MemberAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  member: { _id: string; fullName: string; photoUrl: string | null };
}

/**
 * A member's photo as the server lets this viewer see it. Without one, GET /api/upload/{id} serves
 * the default (male image or initials avatar, made locally); if even that fails, Mantine shows the
 * initials (spec section 2 "Profile card").
 */
export function MemberAvatar({ member, ...props }: MemberAvatarProps) {
  return (
    <Avatar
      src={member.photoUrl ?? `/api/upload/${member._id}`}
      alt={`Photo of ${member.fullName}`}
      color="emerald"
      variant="light"
      {...props}
    >
      {initialsOf(member.fullName)}
    </Avatar>
  );
}
