import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Visitor } from '@mithaq/contracts/visits';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { useFormat } from '../../../i18n/format';
import { useNow } from '../../../i18n/now';
import { useT } from '../../../i18n/use-t';

/** One member who opened the profile: their photo (or the default), name to their profile, age, city, when. */
export function VisitorCard({ visitor }: { visitor: Visitor }) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <MemberAvatar member={visitor} size={56} radius="xl" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={`/profile?view=${encodeURIComponent(visitor._id)}`}
            fw={700}
            c="emerald.9"
            style={{ overflowWrap: 'anywhere' }}
          >
            <bdi>{visitor.fullName}</bdi>
          </Anchor>
          <Text fz="sm" c="gray.8">
            {t('member.card.age', { age: visitor.age })} · <bdi>{visitor.city}</bdi>
          </Text>
          {visitor.isVerified && (
            <Badge
              color="emerald"
              variant="light"
              tt="none"
              w="fit-content"
              leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
            >
              {t('member.card.verified')}
            </Badge>
          )}
          <Text
            fz="sm"
            c="gray.7"
            component="time"
            dateTime={visitor.viewedAt}
            title={format.dateTime(visitor.viewedAt)}
          >
            {t('visits.visitor.viewed', { when: format.relative(visitor.viewedAt, new Date(now)) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
