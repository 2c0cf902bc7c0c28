import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { PhotoAccessMember } from '@mithaq/contracts/photo-access';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/member-avatar';

interface MemberRowProps {
  member: PhotoAccessMember;
  /** A line under the name: when it happened, or where the request stands. */
  detail: ReactNode;
  actions?: ReactNode;
}

/** One member in a Photo privacy list: photo, name (opens their profile), a detail, the actions. */
export function MemberRow({ member, detail, actions }: MemberRowProps) {
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
        <MemberAvatar member={member} size={40} radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/profile?view=${encodeURIComponent(member._id)}`} fw={600} c="emerald.9">
            <bdi>{member.fullName}</bdi>
          </Anchor>
          <Text fz="sm" c="gray.8">
            {detail}
          </Text>
        </Stack>
      </Group>
      {actions ? (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

/** A titled part of the card with its list, or a line saying it is empty. */
export function ListSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Text component="h3" id={id} fw={700} fz="md" m={0} c="gray.9">
        {title}
      </Text>
      {empty !== null ? (
        <Text fz="sm" c="gray.8">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
