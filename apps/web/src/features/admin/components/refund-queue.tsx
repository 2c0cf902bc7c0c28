import { Trans } from '@lingui/react';
import { Badge, Box, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RefundStatus } from '@mithaq/contracts/payments';
import type { AdminRefund } from '@mithaq/contracts/refunds';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useRefundQueue } from '../api/refunds';
import { waitedFor, waitedText } from '../lib/admin-format';
import { ApproveRefundDialog, DeclineRefundDialog } from './refund-dialogs';

const STATUSES: RefundStatus[] = ['pending', 'approved', 'declined'];

const EMPTY: Record<RefundStatus, string> = {
  pending: 'admin.refunds.emptyPending',
  approved: 'admin.refunds.emptyApproved',
  declined: 'admin.refunds.emptyDeclined',
};

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {/* Transaction ids read left to right in every language. */}
        {mono ? <span dir="ltr">{value}</span> : value}
      </Text>
    </Stack>
  );
}

function WaitBadge({ since }: { since: string }) {
  const t = useT();
  return (
    <Badge variant="outline" color="gray.7">
      {waitedFor(since).unit === 'now'
        ? t('admin.refunds.new')
        : t('admin.refunds.waiting', { time: waitedText(t, since) })}
    </Badge>
  );
}

function Decision({ refund }: { refund: AdminRefund }) {
  const format = useFormat();
  const d = refund.decision;
  if (!d) return null;
  const date = format.date(d.decidedAt);
  return refund.status === 'approved' ? (
    <Text fz="sm" c="gray.9">
      <Trans
        id={d.decidedBy ? 'admin.refunds.refundedBy' : 'admin.refunds.refunded'}
        values={{ amount: d.amount ? format.rupees(d.amount) : '', kind: d.kind, date, name: d.decidedBy }}
        components={{ 0: <strong />, 1: <bdi /> }}
      />
      {d.payuRequestId ? (
        <>
          {' · '}
          <Trans id="admin.refunds.payuRefund" values={{ id: d.payuRequestId }} />
        </>
      ) : null}
    </Text>
  ) : (
    <Text fz="sm" c="gray.9">
      {d.decidedBy ? (
        <Trans
          id="admin.refunds.declinedBy"
          values={{ date, name: d.decidedBy, reason: d.declineReason }}
          components={{ 0: <strong />, 1: <bdi />, 2: <bdi /> }}
        />
      ) : (
        <Trans
          id="admin.refunds.declined"
          values={{ date, reason: d.declineReason }}
          components={{ 0: <strong />, 1: <bdi /> }}
        />
      )}
    </Text>
  );
}

function RefundFacts({ refund }: { refund: AdminRefund }) {
  const t = useT();
  const format = useFormat();
  const { payment, plan } = refund;
  const days =
    plan.days === null
      ? t('admin.refunds.daysLifetime', { used: refund.daysUsed })
      : t('admin.refunds.daysOf', { used: refund.daysUsed, days: plan.days });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
      <Fact label={t('admin.refunds.paid')} value={payment.paidAt ? format.date(payment.paidAt) : '—'} />
      <Fact label={t('admin.refunds.daysUsed')} value={days} />
      <Fact label={t('admin.refunds.messagesSince')} value={format.number(refund.messagesSentSince)} />
      <Fact label={t('admin.refunds.requested')} value={format.date(refund.requestedAt)} />
      <Fact label={t('admin.refunds.transaction')} value={payment.txnid} mono />
      <Fact label={t('admin.refunds.payuId')} value={payment.mihpayid ?? '—'} mono />
    </SimpleGrid>
  );
}

function RefundCard({
  refund,
  onApprove,
  onDecline,
}: {
  refund: AdminRefund;
  onApprove: (r: AdminRefund) => void;
  onDecline: (r: AdminRefund) => void;
}) {
  const t = useT();
  const format = useFormat();
  const { payment, plan, member } = refund;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={t('admin.refunds.cardLabel', { name: member.fullName })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} dir="auto">
              {member.fullName || t('admin.refunds.member')}
            </Text>
            <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{member.email}</bdi>
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="outline" color="emerald.8">
              {plan.name} · {format.rupees(payment.amount)}
            </Badge>
            {refund.status === 'pending' ? <WaitBadge since={refund.requestedAt} /> : null}
          </Group>
        </Group>
        <RefundFacts refund={refund} />
        <Box
          p="sm"
          bg="gray.0"
          style={{
            borderInlineStart: '3px solid var(--mantine-color-gold-6)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Text fz="xs" c="gray.7" fw={600}>
            {t('admin.refunds.reason')}
          </Text>
          <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {refund.reason}
          </Text>
        </Box>
        {refund.status === 'pending' ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fz="sm" c="gray.8">
              {t('admin.refunds.full', { amount: format.rupees(refund.amounts.full) })}
              {refund.amounts.prorated
                ? ` · ${t('admin.refunds.prorated', { amount: format.rupees(refund.amounts.prorated) })}`
                : ''}
            </Text>
            <Group gap="sm">
              <Button variant="outline" color="red.9" onClick={() => onDecline(refund)}>
                {t('admin.refunds.decline')}
              </Button>
              <Button color="emerald.8" onClick={() => onApprove(refund)}>
                {t('admin.common.approve')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Decision refund={refund} />
        )}
      </Stack>
    </Card>
  );
}

/** The Refunds queue (docs/decisions/0012-refunds.md): what each request is about, then Approve or Decline. */
export function RefundQueue() {
  const t = useT();
  const [status, setStatus] = useState<RefundStatus>('pending');
  const queue = useRefundQueue(status);
  const [approving, setApproving] = useState<AdminRefund | null>(null);
  const [declining, setDeclining] = useState<AdminRefund | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as RefundStatus)}
        aria-label={t('admin.common.status')}
        data={STATUSES.map((value) => ({ value, label: t(`admin.filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {queue.isPending ? (
        <LoadingState label={t('admin.refunds.loading')} />
      ) : queue.isError ? (
        <QueryError query={queue} fallback={t('admin.errors.loadRefunds')} />
      ) : queue.data.length === 0 ? (
        <ListEmpty icon={<IconReceiptRefund size={28} aria-hidden />} title={t(EMPTY[status])} />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.data.map((r) => (
            <RefundCard key={r._id} refund={r} onApprove={setApproving} onDecline={setDeclining} />
          ))}
        </Stack>
      )}
      <ApproveRefundDialog refund={approving} onClose={() => setApproving(null)} />
      <DeclineRefundDialog refund={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
