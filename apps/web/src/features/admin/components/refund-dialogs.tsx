import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type AdminRefund, REFUND_DECLINE_REASON_MAX, REFUND_MESSAGES, type RefundKind } from '@mithaq/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useApproveRefund, useDeclineRefund } from '../api/refunds';

interface DialogProps {
  refund: AdminRefund | null;
  onClose: () => void;
}

/** The server's refusal (PayU's answer, a decision already taken), shown where staff decide. */
function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Nothing was changed">
      <Text fz="sm">{errorMessage(error, fallback)}</Text>
    </Alert>
  );
}

function usedDays(refund: AdminRefund): string {
  return refund.plan.days === null
    ? `${refund.daysUsed} day(s) used of a lifetime plan`
    : `${refund.daysUsed} of ${refund.plan.days} days used`;
}

/** Approve: choose full or pro-rated; the button and text name the exact amount PayU will return. */
export function ApproveRefundDialog({ refund, onClose }: DialogProps) {
  const approve = useApproveRefund();
  const { reset } = approve;
  const [kind, setKind] = useState<RefundKind>('prorated');
  useEffect(() => {
    if (refund) {
      setKind(refund.amounts.prorated ? 'prorated' : 'full');
      reset();
    }
  }, [refund, reset]);
  const amount = refund ? (kind === 'full' ? refund.amounts.full : refund.amounts.prorated) : null;
  const confirm = () => {
    if (refund) approve.mutate({ id: refund._id, amount: kind }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={refund !== null}
      onClose={onClose}
      title="Approve refund"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {refund ? (
        <Stack gap="md">
          <Radio.Group
            value={kind}
            onChange={(v) => setKind(v as RefundKind)}
            label="How much to refund"
            description={`${refund.plan.name} plan, paid ${formatRupees(refund.payment.amount)}; ${usedDays(refund)}.`}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="full" label={`Full refund: ${formatRupees(refund.amounts.full)}`} />
              <Radio
                value="prorated"
                disabled={!refund.amounts.prorated}
                label={
                  refund.amounts.prorated
                    ? `Pro-rated for the unused days: ${formatRupees(refund.amounts.prorated)}`
                    : 'Pro-rated: not possible for this plan'
                }
              />
            </Stack>
          </Radio.Group>
          {amount ? (
            <Text fz="sm" c="gray.9">
              PayU will return <strong>{formatRupees(amount)}</strong> to {refund.member.fullName || 'the member'}'s
              card or account, and {kind === 'full' ? 'every day the plan bought' : 'the unused days'} come off their
              membership. This cannot be undone.
            </Text>
          ) : null}
          {approve.isError ? <Failure error={approve.error} fallback={REFUND_MESSAGES.payuUnreachable} /> : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose} disabled={approve.isPending}>
              Cancel
            </Button>
            <Button color="emerald.8" onClick={confirm} loading={approve.isPending} disabled={!amount}>
              Refund {amount ? formatRupees(amount) : ''}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Decline: the reason (required) is what the member reads in their email and ticket. */
export function DeclineRefundDialog({ refund, onClose }: DialogProps) {
  const decline = useDeclineRefund();
  const { reset } = decline;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (refund) {
      setReason('');
      setTouched(false);
      reset();
    }
  }, [refund, reset]);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (refund && !missing) decline.mutate({ id: refund._id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={refund !== null}
      onClose={onClose}
      title="Decline refund"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {refund ? (
        <Stack gap="md">
          <Text fz="sm" c="gray.8">
            {refund.member.fullName || 'The member'} is emailed this reason, and it answers their refund ticket.
          </Text>
          <Textarea
            label="Reason for the member"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            minRows={3}
            autosize
            maxLength={REFUND_DECLINE_REASON_MAX}
            required
            error={touched && missing ? REFUND_MESSAGES.declineReasonRequired : undefined}
            description={`${reason.length} / ${REFUND_DECLINE_REASON_MAX.toLocaleString('en-IN')}`}
          />
          {decline.isError ? <Failure error={decline.error} fallback={REFUND_MESSAGES.alreadyDecided} /> : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose} disabled={decline.isPending}>
              Cancel
            </Button>
            <Button color="red.9" onClick={submit} loading={decline.isPending}>
              Decline refund
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
