import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { IdSubmission, PhotoSubmission } from '@mithaq/contracts';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { fetchIdDocument, useDecideId, useDecidePhoto, useIdQueue, usePhotoQueue } from '../api/admin-api';

function Decision({
  onDecide,
  busy,
  approveLabel = 'Approve',
}: {
  onDecide: (ok: boolean, notes: string) => void;
  busy: boolean;
  approveLabel?: string;
}) {
  const [notes, setNotes] = useState('');
  return (
    <Stack gap="xs">
      <Textarea
        label="Notes for the member"
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        minRows={2}
        maxLength={1000}
      />
      <Group gap="sm">
        <Button color="emerald.8" loading={busy} onClick={() => onDecide(true, notes)}>
          {approveLabel}
        </Button>
        <Button color="red.9" variant="outline" disabled={busy} onClick={() => onDecide(false, notes)}>
          Reject
        </Button>
      </Group>
    </Stack>
  );
}

function StatusFilter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (v: string) => void;
  options: string[];
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={onChange}
      data={options.map((o) => ({ value: o, label: o[0]?.toUpperCase() + o.slice(1) }))}
      aria-label="Status"
    />
  );
}

function Who({ user }: { user: { fullName: string; email: string; city: string } }) {
  return (
    <Stack gap={0}>
      <Text fw={600}>{user.fullName}</Text>
      <Text fz="xs" c="gray.7">
        {user.email} · {user.city}
      </Text>
    </Stack>
  );
}

/** Photo approval (spec section 2): each pending photo with notes, Approve and Reject. */
export function PhotoQueue() {
  const [status, setStatus] = useState('pending');
  const queue = usePhotoQueue(status);
  const decide = useDecidePhoto();
  return (
    <Stack gap="md">
      <StatusFilter value={status} onChange={setStatus} options={['pending', 'approved', 'rejected', 'all']} />
      {queue.isPending ? (
        <LoadingState label="Loading photos..." />
      ) : queue.isError ? (
        <ListError message={errorMessage(queue.error, 'Unable to load photos.')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">No photos here.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {queue.data.map((p: PhotoSubmission) => (
            <Card key={p.userId} withBorder radius="md" p="md">
              <Stack gap="sm">
                <Image src={p.photoUrl} alt={`Photo submitted by ${p.user.fullName}`} radius="md" h={220} fit="cover" />
                <Group justify="space-between" wrap="nowrap">
                  <Who user={p.user} />
                  <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                    {p.photoStatus}
                  </Badge>
                </Group>
                <Text fz="xs" c="gray.7">
                  Submitted {formatDate(p.submittedAt)}
                </Text>
                <Decision
                  busy={decide.isPending && decide.variables?.userId === p.userId}
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
  const [status, setStatus] = useState('pending');
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
      <StatusFilter value={status} onChange={setStatus} options={['pending', 'verified', 'rejected', 'all']} />
      {queue.isPending ? (
        <LoadingState label="Loading IDs..." />
      ) : queue.isError ? (
        <ListError message={errorMessage(queue.error, 'Unable to load IDs.')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">No IDs here.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {queue.data.map((s) => (
            <Card key={s.userId} withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Who user={s.user} />
                  <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                    {s.govtId.idType} · {s.govtId.status}
                  </Badge>
                </Group>
                <Text fz="xs" c="gray.7">
                  Uploaded {formatDate(s.govtId.uploadedAt)}
                </Text>
                <Button variant="light" onClick={() => void open(s)}>
                  View document
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
        title={viewing ? `ID of ${viewing.name}` : ''}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {viewing?.type.startsWith('image/') ? (
          <Image src={viewing.url} alt={`ID document of ${viewing.name}`} fit="contain" mah="75vh" />
        ) : viewing ? (
          <Stack gap="sm">
            <Text>This document is a PDF.</Text>
            <Button component="a" href={viewing.url} download={`id-${viewing.name}.pdf`}>
              Download the PDF
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
