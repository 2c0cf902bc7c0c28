import { Button, Group, Modal, Text } from '@mantine/core';
import type { Notice } from '@mithaq/contracts/reports';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { useAcknowledgeNotice } from '../api/account-api';

/**
 * A staff warning, shown on sign-in until the member acknowledges it (docs/decisions/0014-safety-and-member-rights.md).
 */
export function NoticeDialog({ notice }: { notice: Notice }) {
  const t = useT();
  const acknowledge = useAcknowledgeNotice();
  return (
    <Modal
      opened
      onClose={() => acknowledge.mutate(notice._id)}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-gold-8)" aria-hidden />
          <Text fw={700}>{t('settings.notice.title')}</Text>
        </Group>
      }
      centered
      closeButtonProps={{ 'aria-label': t('settings.notice.close') }}
    >
      <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {notice.message}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => acknowledge.mutate(notice._id)} loading={acknowledge.isPending}>
          {t('settings.notice.acknowledge')}
        </Button>
      </Group>
    </Modal>
  );
}
