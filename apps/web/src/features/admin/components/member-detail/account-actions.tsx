import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@mithaq/contracts/admin';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useSetAccountStatus } from '../../api/member';
import { availableActions } from '../../lib/admin-format';

const ACTION_KEY = {
  active: 'admin.member.activate',
  deactivated: 'admin.member.deactivate',
  deleted: 'admin.member.delete',
} as const;

/** Activate / Deactivate / Delete by the account's state (spec section 2 "Profile detail"); deleting asks first. */
export function AccountActions({ detail }: { detail: AdminMemberDetail }) {
  const t = useT();
  const setStatus = useSetAccountStatus();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {availableActions(detail.accountStatus).map((status) => (
          <Button
            key={status}
            color={status === 'deleted' ? 'red.9' : status === 'active' ? 'emerald.8' : 'gold.8'}
            variant={status === 'deleted' ? 'outline' : 'filled'}
            loading={setStatus.isPending && setStatus.variables?.status === status}
            onClick={() =>
              status === 'deleted' ? setConfirmDelete(true) : setStatus.mutate({ userId: detail.userId, status })
            }
          >
            {t(ACTION_KEY[status])}
          </Button>
        ))}
      </Group>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('admin.member.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        <Stack gap="md">
          <Text>{t('admin.member.deleteBody')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setConfirmDelete(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(
                  { userId: detail.userId, status: 'deleted' },
                  { onSettled: () => setConfirmDelete(false) },
                )
              }
            >
              {t('admin.member.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
