import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYMENT_MESSAGES, type Payment, planFor, REFUND_REPLY_BUSINESS_DAYS } from '@mithaq/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useRequestRefund } from '../api/request-refund';

/** Spec section 1 refund policy: a reason goes to the support team as a refund ticket. */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const refund = useRequestRefund();
  const { reset } = refund;
  // A new payment starts a fresh form.
  useEffect(() => {
    if (payment) {
      setReason('');
      reset();
    }
  }, [payment, reset]);

  const submit = () => {
    if (payment && reason.trim()) refund.mutate({ txnid: payment.txnid, reason: reason.trim() });
  };
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title="Request a refund"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {payment && refund.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" role="status" radius="md">
            <Text c="green.9">{refund.data.message}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button component={Link} to="/support" variant="light">
              Open Support
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : payment ? (
        <Stack gap="md">
          <Text fz="sm" c="gray.8">
            {planFor(payment.plan).name}, {formatRupees(payment.amount)} ({payment.txnid}). Our team replies within{' '}
            {REFUND_REPLY_BUSINESS_DAYS} business days; a refund may be full or pro-rated.
          </Text>
          <Textarea
            label="Why would you like a refund?"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minRows={3}
            maxLength={2000}
            required
            error={refund.isError ? errorMessage(refund.error, PAYMENT_MESSAGES.refundNotEligible) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={refund.isPending} disabled={!reason.trim()}>
              Send request
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
