import { Button, Group, Modal, Text } from '@mantine/core';
import type { PhotoAccessOverview } from '@mithaq/contracts/photo-access';
import { useState } from 'react';
import { isolate } from '../../../../i18n/bidi';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useRevokePhotoGrant } from '../../api/revoke-photo-grant';
import { ListSection, MemberRow } from './member-row';

type Grant = PhotoAccessOverview['grants'][number];

/** Members she shares her photos with, each with Stop sharing (asked to confirm). */
export function PhotoGrants({ grants }: { grants: Grant[] }) {
  const t = useT();
  const format = useFormat();
  const [confirming, setConfirming] = useState<Grant | null>(null);
  return (
    <ListSection
      id="photo-grants-title"
      title={t('settings.photoPrivacy.grants.title')}
      empty={grants.length === 0 ? t('settings.photoPrivacy.grants.empty') : null}
    >
      {grants.map((g) => (
        <MemberRow
          key={g.member._id}
          member={g.member}
          detail={t('settings.photoPrivacy.grants.since', { date: format.date(g.grantedAt) })}
          actions={
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => setConfirming(g)}
              aria-label={t('settings.photoPrivacy.grants.revokeNamed', { name: g.member.fullName })}
            >
              {t('settings.photoPrivacy.grants.revoke')}
            </Button>
          }
        />
      ))}
      {confirming ? <ConfirmRevoke grant={confirming} onClose={() => setConfirming(null)} /> : null}
    </ListSection>
  );
}

function ConfirmRevoke({ grant, onClose }: { grant: Grant; onClose: () => void }) {
  const t = useT();
  const revoke = useRevokePhotoGrant();
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} component="span">
          {t('settings.photoPrivacy.revoke.title', { name: isolate(grant.member.fullName) })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('settings.photoPrivacy.revoke.cancel') }}
    >
      <Text fz="sm">{t('settings.photoPrivacy.revoke.body')}</Text>
      {revoke.isError ? (
        <Text role="alert" fz="sm" c="red.9" mt="sm">
          {errorMessage(revoke.error, t('settings.photoPrivacy.revoke.failed'))}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('settings.photoPrivacy.revoke.cancel')}
        </Button>
        <Button
          color="red.9"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(grant.member._id, { onSuccess: onClose })}
        >
          {t('settings.photoPrivacy.revoke.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
