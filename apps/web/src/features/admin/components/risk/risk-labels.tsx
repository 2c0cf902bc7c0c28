import { Badge, Group, Text } from '@mantine/core';
import type { RiskQueueItem, RiskReason, RiskStatus } from '@mithaq/contracts/safety/risk';
import { useT } from '../../../../i18n/use-t';

/** Each reason for entering the queue in its own colour, from the console's badge colours (white on each is AA). */
const REASON_COLOR: Record<RiskReason, string> = {
  patterns: 'red.9',
  reports: 'gold.8',
  opener: 'grape.9',
  combined: 'blue.9',
};

/** Why the member is in the queue: 'Money or off-platform requests', 'Reported by several members'. */
export function ReasonBadges({ reasons }: { reasons: RiskReason[] }) {
  const t = useT();
  return (
    <Group gap={6} wrap="wrap">
      {reasons.map((reason) => (
        <Badge key={reason} color={REASON_COLOR[reason]} tt="none" size="md">
          {t(`admin.risk.reason.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
}

const STATUS_COLOR: Record<RiskStatus, string> = {
  open: 'gray.7',
  restricted: 'gold.9',
  dismissed: 'gray.7',
  warned: 'gold.9',
  released: 'emerald.8',
  deactivated: 'red.9',
};

/** Where the case stands: 'Waiting for review', 'Restricted', 'Dismissed'... */
export function RiskStatusBadge({ status }: { status: RiskStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="outline" tt="none" style={{ flexShrink: 0 }}>
      {t(`admin.risk.status.${status}`)}
    </Badge>
  );
}

/** The counts worth reading, in this order; a zero is left out. */
const COUNTS = [
  'flaggedConversations',
  'reporters',
  'photoFlags',
  'copiedOpeners',
  'linkedAccounts',
  'heldMessages',
  'heldInterests',
] as const satisfies readonly (keyof RiskQueueItem['counts'])[];

/** '3 flagged chats · 2 reporters · 1 linked account'. */
export function RiskCounts({ counts }: { counts: RiskQueueItem['counts'] }) {
  const t = useT();
  const shown = COUNTS.filter((key) => counts[key] > 0);
  if (shown.length === 0) return null;
  return (
    <Text fz="sm" c="gray.8">
      {shown.map((key) => t(`admin.risk.count.${key}`, { count: counts[key] })).join(' · ')}
    </Text>
  );
}

/** The member's name, or 'Deleted member' once the account was erased. */
export function useMemberName() {
  const t = useT();
  return (item: { fullName: string | null }) => item.fullName ?? t('admin.common.deletedMember');
}
