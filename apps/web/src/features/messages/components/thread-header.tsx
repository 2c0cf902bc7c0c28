import { Anchor, Button, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ThreadResponse } from '@mithaq/contracts/messaging';
import type { Trust } from '@mithaq/contracts/trust-checks';
import { IconArrowLeft, IconBan, IconBriefcase, IconFlag, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { ReportDialog } from '../../../components/report-dialog';
import { TrustShield } from '../../../components/trust-shield';
import { isolate } from '../../../i18n/bidi';
import { useT } from '../../../i18n/use-t';
import classes from './messages.module.css';

export interface BlockControl {
  isPending: boolean;
  setBlocked: (blocked: boolean) => void;
}

interface ThreadHeaderProps {
  user: {
    _id: string;
    fullName: string;
    photoUrl: string | null;
    city?: string | null;
    profession?: string | null;
    trust?: Trust;
  };
  /** The thread's block state; undefined while it loads (no button yet). */
  blocks?: Pick<ThreadResponse, 'blockedByMe' | 'blockedMe'>;
  block: BlockControl;
  /** Phones: back to the inbox. */
  onBack?: () => void;
  /**
   * The loaded messages, oldest first: the newest 10 can go with a report
   * (docs/decisions/0014-safety-and-member-rights.md).
   */
  messageIds?: string[];
}

/**
 * Spec section 2: photo, name, city and profession, and Block user or Unblock user. Someone who was
 * blocked by the other member gets no button (spec section 4 "Block").
 */
export function ThreadHeader({ user, blocks, block, onBack, messageIds = [] }: ThreadHeaderProps) {
  const t = useT();
  const [confirming, { open, close }] = useDisclosure(false);
  const [reporting, report] = useDisclosure(false);
  const details = [user.city, user.profession].filter(Boolean);
  const profileHref = `/profile?view=${encodeURIComponent(user._id)}`;

  const reportButton = blocks ? (
    <Button
      variant="subtle"
      color="dark"
      size="xs"
      leftSection={<IconFlag size={14} />}
      onClick={report.open}
      style={{ flexShrink: 0 }}
    >
      {t('messages.header.report')}
    </Button>
  ) : null;

  let blockButton: React.ReactNode = null;
  if (blocks && !blocks.blockedMe) {
    blockButton = blocks.blockedByMe ? (
      <Button
        variant="default"
        size="xs"
        loading={block.isPending}
        onClick={() => block.setBlocked(false)}
        style={{ flexShrink: 0 }}
      >
        {t('messages.header.unblockUser')}
      </Button>
    ) : (
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="xs"
        leftSection={<IconBan size={14} />}
        loading={block.isPending}
        onClick={open}
        style={{ flexShrink: 0 }}
      >
        {t('messages.header.blockUser')}
      </Button>
    );
  }

  return (
    <header className={classes.threadHeader}>
      {onBack && (
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Button
            variant="subtle"
            color="dark"
            size="xs"
            px={6}
            leftSection={<IconArrowLeft size={16} className="rtl-mirror" />}
            onClick={onBack}
          >
            {t('messages.header.back')}
          </Button>
          <Group gap={4} wrap="nowrap">
            {reportButton}
            {blockButton}
          </Group>
        </Group>
      )}
      <Group wrap="nowrap" gap="sm" justify="space-between">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <MemberAvatar member={user} size={44} radius="xl" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="md" lineClamp={1}>
              <Anchor component={Link} to={profileHref} c="inherit" fw={700} underline="hover" dir="auto">
                {user.fullName}
              </Anchor>
            </Title>
            {details.length > 0 && (
              <Group gap={10} wrap="nowrap" c="gray.7" style={{ minWidth: 0 }}>
                {user.city && (
                  <Group gap={3} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="xs" truncate="end">
                      <VisuallyHidden>{t('messages.header.city')} </VisuallyHidden>
                      <bdi>{user.city}</bdi>
                    </Text>
                  </Group>
                )}
                {user.profession && (
                  <Group gap={3} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconBriefcase size={14} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="xs" truncate="end">
                      <VisuallyHidden>{t('messages.header.profession')} </VisuallyHidden>
                      <bdi>{user.profession}</bdi>
                    </Text>
                  </Group>
                )}
              </Group>
            )}
            {user.trust && (
              <Group>
                <TrustShield trust={user.trust} name={user.fullName} />
              </Group>
            )}
          </Stack>
        </Group>
        {!onBack && (
          <Group gap={4} wrap="nowrap">
            {reportButton}
            {blockButton}
          </Group>
        )}
      </Group>
      <ReportDialog opened={reporting} onClose={report.close} member={user} messageIds={messageIds} />
      <Modal
        opened={confirming}
        onClose={close}
        title={t('messages.header.blockTitle', { name: isolate(user.fullName) })}
        centered
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm">{t('messages.header.blockBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('messages.header.cancel')}
            </Button>
            <Button
              color="red.8"
              leftSection={<IconBan size={16} />}
              onClick={() => {
                close();
                block.setBlocked(true);
              }}
            >
              {t('messages.header.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </header>
  );
}
