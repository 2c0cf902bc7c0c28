import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake, IconInbox, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NotificationGroups } from '../derive-notifications';

/** The three summary blocks of spec section 2 "Notifications". */
export function NotificationSummary({ groups }: { groups: NotificationGroups }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="section" aria-label="Summary">
      <Block icon={<IconInbox size={20} />} count={groups.incoming} to="/dashboard?tab=interests">
        Interests received awaiting response
      </Block>
      <Block icon={<IconSend size={20} />} count={groups.sent} to="/dashboard?tab=interests">
        Interests sent yet to respond
      </Block>
      <Block icon={<IconHeartHandshake size={20} />} count={groups.accepted} to="/dashboard?tab=accepted">
        Accepted matches
      </Block>
    </SimpleGrid>
  );
}

function Block({ icon, count, to, children }: { icon: ReactNode; count: number; to: string; children: ReactNode }) {
  return (
    <Paper component={Link} to={to} withBorder radius="lg" p="md" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="xl" variant="light" color="emerald">
          {icon}
        </ThemeIcon>
        <div>
          <Text fz={26} fw={700} lh={1.1}>
            {count}
          </Text>
          <Text size="sm" c="gray.7">
            {children}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
