import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { InterestsResponse } from '@mithaq/contracts/interests';
import { IconHeartHandshake, IconInbox, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/**
 * The three summary blocks of spec section 2 "Notifications", counted from the interests response.
 * Drawn while the interests load too, their counts hidden: arriving after the feed they would push
 * it down (layout shift, docs/decisions/0039-signed-in-pages-speed.md).
 */
export function NotificationSummary({ interests }: { interests: InterestsResponse | undefined }) {
  const t = useT();
  const groups = {
    incoming: interests?.received.length,
    sent: interests?.sent.length,
    accepted: interests?.accepted.length,
  };
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      component="section"
      aria-label={t('notifications.summary.label')}
    >
      <Block icon={<IconInbox size={20} />} count={groups.incoming} to="/dashboard?tab=interests">
        {t('notifications.summary.incoming')}
      </Block>
      <Block icon={<IconSend size={20} />} count={groups.sent} to="/dashboard?tab=interests">
        {t('notifications.summary.sent')}
      </Block>
      <Block icon={<IconHeartHandshake size={20} />} count={groups.accepted} to="/dashboard?tab=accepted">
        {t('notifications.summary.accepted')}
      </Block>
    </SimpleGrid>
  );
}

interface BlockProps {
  icon: ReactNode;
  /** Unknown while the interests load: the block keeps its size, its count unseen. */
  count: number | undefined;
  to: string;
  children: ReactNode;
}

function Block({ icon, count, to, children }: BlockProps) {
  const format = useFormat();
  return (
    <Paper component={Link} to={to} withBorder radius="lg" p="md" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="xl" variant="light" color="emerald">
          {icon}
        </ThemeIcon>
        <div>
          <Text fz={26} fw={700} lh={1.1} style={count === undefined ? { visibility: 'hidden' } : undefined}>
            {format.number(count ?? 0)}
          </Text>
          <Text size="sm" c="gray.7">
            {children}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
