import { Trans } from '@lingui/react';
import { Badge, Button, Card, Group, Image, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IdSubmission, PhotoSubmission } from '@mithaq/contracts/admin';
import { useId, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { fetchIdDocument, useDecideId, useIdQueue } from '../api/ids';
import { useDecidePhoto, usePhotoQueue } from '../api/photos';
import { MemberNotes } from './member-notes';
import { PhotoFlags } from './photo-flags';

/** Notes for the member, then Approve and Reject; Approve is off, with the reason shown, when `approveBlocked` says why. */
export function Decision({
  onDecide,
  busy,
  approveBlocked,
}: {
  onDecide: (ok: boolean, notes: string) => void;
  busy: boolean;
  approveBlocked?: string;
}) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const blockedId = useId();
  return (
    <Stack gap="xs">
      <MemberNotes value={notes} onChange={setNotes} />
      <Group gap="sm">
        <Button
          color="emerald.8"
          loading={busy}
          disabled={Boolean(approveBlocked)}
          aria-describedby={approveBlocked ? blockedId : undefined}
          onClick={() => onDecide(true, notes)}
        >
          {t('admin.common.approve')}
        </Button>
        <Button color="red.9" variant="outline" disabled={busy} onClick={() => onDecide(false, notes)}>
          {t('admin.common.reject')}
        </Button>
      </Group>
      {approveBlocked ? (
        <Text id={blockedId} fz="xs" c="gray.8">
          {approveBlocked}
        </Text>
      ) : null}
    </Stack>
  );
}

const PHOTO_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
/** The ID and selfie queues' filters. */
export const REVIEW_FILTERS = ['pending', 'verified', 'rejected', 'all'] as const;

export function StatusFilter<T extends string>({
  value,
  onChange,
  options,
}: {
  value: T;
  onChange: (v: T) => void;
  options: readonly T[];
}) {
  const t = useT();
  return (
    <SegmentedControl
      value={value}
      // The control answers one of `options`, each a T.
      onChange={(v) => onChange(v as T)}
      data={options.map((o) => ({ value: o, label: t(`admin.filter.${o}`) }))}
      aria-label={t('admin.common.status')}
    />
  );
}

export function Who({ user }: { user: { fullName: string; email: string; city: string } }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} dir="auto">
        {user.fullName}
      </Text>
      <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{user.email}</bdi> · <bdi>{user.city}</bdi>
      </Text>
    </Stack>
  );
}

/** Photo approval (spec section 2): each pending photo with notes, Approve and Reject. */
export function PhotoQueue() {
  const t = useT();
  const format = useFormat();
  const [status, setStatus] = useState<(typeof PHOTO_FILTERS)[number]>('pending');
  const queue = usePhotoQueue(status);
  const decide = useDecidePhoto();
  return (
    <Stack gap="md">
      <StatusFilter value={status} onChange={setStatus} options={PHOTO_FILTERS} />
      {queue.isPending ? (
        <LoadingState label={t('admin.review.photosLoading')} />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, t('admin.errors.loadPhotos'))}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">{t('admin.review.photosEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {queue.data.map((p: PhotoSubmission) => (
            <Card key={p.userId} withBorder radius="md" p="md">
              <Stack gap="sm">
                {p.flags.length > 0 ? (
                  <PhotoFlags submission={p} />
                ) : (
                  <Image
                    src={p.photoUrl}
                    alt={t('admin.review.photoAlt', { name: p.user.fullName })}
                    radius="md"
                    h={220}
                    fit="cover"
                  />
                )}
                <Group justify="space-between" wrap="nowrap">
                  <Who user={p.user} />
                  <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                    {t(`admin.reviewStatus.${p.photoStatus}`)}
                  </Badge>
                </Group>
                <Text fz="xs" c="gray.7">
                  {t('admin.review.submitted', { date: format.date(p.submittedAt) })}
                </Text>
                <Decision
                  busy={decide.isPending && decide.variables?.userId === p.userId}
                  approveBlocked={
                    p.flags.some((f) => f.status === 'open') ? t('admin.photoFlags.approveBlocked') : undefined
                  }
                  onDecide={(ok, notes) =>
                    decide.mutate({ userId: p.userId, status: ok ? 'approved' : 'rejected', notes })
                  }
                />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Identification approval: the document opens in a viewer served to staff only. */
export function IdQueue() {
  const t = useT();
  const format = useFormat();
  const [status, setStatus] = useState<(typeof REVIEW_FILTERS)[number]>('pending');
  const [viewing, setViewing] = useState<{ url: string; type: string; name: string } | null>(null);
  const queue = useIdQueue(status);
  const decide = useDecideId();
  const open = async (s: IdSubmission) => {
    try {
      const doc = await fetchIdDocument(s.userId);
      setViewing({ ...doc, name: s.user.fullName });
    } catch (err) {
      console.error('could not open the ID document', err);
    }
  };
  const close = () => {
    if (viewing) URL.revokeObjectURL(viewing.url);
    setViewing(null);
  };
  return (
    <Stack gap="md">
      <StatusFilter value={status} onChange={setStatus} options={REVIEW_FILTERS} />
      {queue.isPending ? (
        <LoadingState label={t('admin.review.idsLoading')} />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, t('admin.errors.loadIds'))}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">{t('admin.review.idsEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {queue.data.map((s) => (
            <Card key={s.userId} withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Who user={s.user} />
                  <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                    {t(`options.govtIdType.${s.govtId.idType}`)} · {t(`admin.reviewStatus.${s.govtId.status}`)}
                  </Badge>
                </Group>
                <Text fz="xs" c="gray.7">
                  {t('admin.review.uploaded', { date: format.date(s.govtId.uploadedAt) })}
                </Text>
                <Button variant="light" onClick={() => void open(s)}>
                  {t('admin.review.viewDocument')}
                </Button>
                <Decision
                  busy={decide.isPending && decide.variables?.userId === s.userId}
                  onDecide={(ok, notes) =>
                    decide.mutate({ userId: s.userId, status: ok ? 'verified' : 'rejected', notes })
                  }
                />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={Boolean(viewing)}
        onClose={close}
        title={
          viewing ? (
            <Trans id="admin.review.idTitle" values={{ name: viewing.name }} components={{ 0: <bdi /> }} />
          ) : null
        }
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        {viewing?.type.startsWith('image/') ? (
          <Image src={viewing.url} alt={t('admin.review.idAlt', { name: viewing.name })} fit="contain" mah="75vh" />
        ) : viewing ? (
          <Stack gap="sm">
            <Text>{t('admin.review.isPdf')}</Text>
            <Button component="a" href={viewing.url} download={`id-${viewing.name}.pdf`}>
              {t('admin.review.downloadPdf')}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
