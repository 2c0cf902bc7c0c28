import { Trans } from '@lingui/react';
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { RiskAction, RiskDetail, RiskStatus } from '@mithaq/contracts/safety/risk';
import { useId, useState } from 'react';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useDecideRisk } from '../../api/risk';
import { useMemberName } from './risk-labels';

/** What staff may do from each status (the server's own table, docs/decisions/0067-risk-record.md "Decisions"). */
const ACTIONS: Partial<Record<RiskStatus, RiskAction[]>> = {
  open: ['dismiss', 'warn', 'restrict', 'deactivate'],
  restricted: ['release', 'deactivate'],
};

const LOOK: Record<RiskAction, { variant: 'default' | 'filled' | 'outline'; color?: string }> = {
  dismiss: { variant: 'default' },
  warn: { variant: 'filled', color: 'gold.8' },
  restrict: { variant: 'outline', color: 'gold.9' },
  release: { variant: 'filled', color: 'emerald.8' },
  deactivate: { variant: 'filled', color: 'red.9' },
};

/** Messages and interests held while the member is restricted: nobody has seen them yet. */
function Held({ counts }: { counts: RiskDetail['counts'] }) {
  const t = useT();
  return (
    <Text fz="sm">
      {t('admin.risk.decision.held', { messages: counts.heldMessages, interests: counts.heldInterests })}
    </Text>
  );
}

/** Deactivate asks first: the account closes, and anything held is dropped. */
function ConfirmDeactivate({
  name,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      title={<Trans id="admin.risk.confirm.title" values={{ name }} components={{ 0: <bdi /> }} />}
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('admin.risk.confirm.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('admin.common.cancel')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('admin.risk.action.deactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The decision on a member of the queue: notes for the record, the actions their status allows (each
 * explained), the server's refusal when another staff member decided first, and what was decided.
 */
export function RiskDecision({ id, detail }: { id?: string; detail: RiskDetail }) {
  const t = useT();
  const format = useFormat();
  const nameOf = useMemberName();
  const titleId = useId();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mutation = useDecideRisk();
  const actions = ACTIONS[detail.status] ?? [];
  const act = (action: RiskAction) =>
    mutation.decide(
      { userId: detail.userId, action, notes: notes.trim() || undefined },
      {
        onSuccess: () => setNotes(''),
        onSettled: () => setConfirming(false),
      },
    );
  const isHolding = detail.status === 'restricted' || detail.counts.heldMessages + detail.counts.heldInterests > 0;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={titleId}
      // A target of 'Go to the decision' (focus moves here, no tab stop of its own).
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      style={{ scrollMarginTop: 16, outline: 'none' }}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" c="emerald.9" id={titleId}>
          {t('admin.risk.decision.title')}
        </Title>
        {isHolding ? <Held counts={detail.counts} /> : null}
        {detail.decidedAt && actions.length === 0 ? (
          <Text fz="sm">
            {t('admin.risk.decision.decided', {
              status: t(`admin.risk.status.${detail.status}`),
              date: format.dateTime(detail.decidedAt),
            })}
          </Text>
        ) : null}
        {detail.note ? (
          <Text fz="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.risk.decision.lastNote')} <bdi>{detail.note}</bdi>
          </Text>
        ) : null}
        {mutation.isSuccess ? (
          <Alert color="emerald" variant="light" role="status" p="xs">
            <Text fz="sm" c="emerald.9">
              {t('admin.risk.decision.saved', { status: t(`admin.risk.status.${mutation.data.status}`) })}
            </Text>
          </Alert>
        ) : null}
        {actions.length > 0 ? (
          <>
            <Textarea
              label={t('admin.risk.decision.notes')}
              description={t('admin.risk.decision.notesHint')}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              minRows={2}
              autosize
              maxLength={1000}
            />
            <Group gap="sm">
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={LOOK[action].variant}
                  color={LOOK[action].color}
                  loading={mutation.isPending && mutation.variables?.action === action}
                  disabled={mutation.isPending}
                  onClick={() => (action === 'deactivate' ? setConfirming(true) : act(action))}
                >
                  {t(`admin.risk.action.${action}`)}
                </Button>
              ))}
            </Group>
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
              {actions.map((action) => (
                <Text component="li" key={action} fz="xs" c="gray.8">
                  {t(`admin.risk.help.${action}`)}
                </Text>
              ))}
            </Stack>
          </>
        ) : null}
        {mutation.isError ? (
          <Text fz="sm" c="red.9" role="alert">
            {errorMessage(mutation.error, t('admin.errors.riskDecision'))}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDeactivate
        name={nameOf(detail)}
        opened={confirming}
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => act('deactivate')}
      />
    </Card>
  );
}
