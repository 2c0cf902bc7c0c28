import { Anchor, Button, Group, Text, ThemeIcon } from '@mantine/core';
import type { ThreadResponse } from '@mithaq/contracts/messaging';
import { VERIFICATION_PATH } from '@mithaq/contracts/trust-tier';
import { IconBan, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isolate } from '../../../i18n/bidi';
import { useT } from '../../../i18n/use-t';
import { composerBlocker } from '../lib/thread-access';
import { Composer } from './composer';
import { PremiumPrompt } from './premium-prompt';
import type { BlockControl } from './thread-header';

interface ThreadFooterProps {
  thread: ThreadResponse;
  userId: string;
  otherName: string;
  block: BlockControl;
  /** An element that says more about what is sent from here (the review notice), for the composer. */
  describedBy?: string;
}

/** Where the composer goes, or what replaces it, and why (lib/thread-access.ts). */
export function ThreadFooter({ thread, userId, otherName, block, describedBy }: ThreadFooterProps) {
  const t = useT();
  switch (composerBlocker(thread)) {
    case 'blockedByMe':
      return (
        <Notice icon={<IconBan size={18} />}>
          <Text size="sm" fw={500} style={{ flex: 1 }}>
            {t('messages.thread.youBlocked')}
          </Text>
          <Button size="xs" variant="default" loading={block.isPending} onClick={() => block.setBlocked(false)}>
            {t('messages.thread.unblock')}
          </Button>
        </Notice>
      );
    case 'blockedMe':
      return (
        <Notice icon={<IconBan size={18} />}>
          <Text size="sm" fw={500}>
            {t('messages.thread.blockedYou')}
          </Text>
        </Notice>
      );
    case 'premium':
      return <PremiumPrompt />;
    case 'verify':
      return (
        <Notice icon={<IconShieldLock size={18} />}>
          <Text size="sm" fw={500}>
            {t('messages.thread.verifiedOnly', { name: isolate(otherName) })}{' '}
            <Anchor component={Link} to={VERIFICATION_PATH} fz="sm" fw={600} c="emerald.9" underline="always">
              {t('messages.thread.getVerified')}
            </Anchor>
          </Text>
        </Notice>
      );
    case 'other':
      return (
        <Notice icon={<IconInfoCircle size={18} />}>
          <Text size="sm" fw={500}>
            {thread.cannotSendReason ?? t('messages.errors.sendFailed')}
          </Text>
        </Notice>
      );
    default:
      return <Composer key={userId} userId={userId} otherName={otherName} describedBy={describedBy} />;
  }
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group wrap="nowrap" gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status">
      <ThemeIcon color="gray" variant="white" c="gray.7" radius="xl" size={34} aria-hidden>
        {icon}
      </ThemeIcon>
      {children}
    </Group>
  );
}
