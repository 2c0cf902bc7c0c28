import { Trans } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYMENT_MESSAGES, type Payment, REFUND_REPLY_BUSINESS_DAYS } from '@mithaq/contracts/payments';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useRequestRefund } from '../api/request-refund';
import { usePlanTexts } from '../lib/plan-text';

/** Spec section 1 refund policy: a reason goes to the support team as a refund ticket. */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const plans = usePlanTexts();
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
      title={t('premium.refund.title')}
      centered
      closeButtonProps={{ 'aria-label': t('premium.refund.close') }}
    >
      {payment && refund.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" role="status" radius="md">
            <Text c="green.9">{refund.data.message}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button component={Link} to="/support" variant="light">
              {t('premium.refund.openSupport')}
            </Button>
            <Button onClick={onClose}>{t('premium.refund.done')}</Button>
          </Group>
        </Stack>
      ) : payment ? (
        <Stack gap="md">
          <Text fz="sm" c="gray.8">
            <Trans
              id="premium.refund.summary"
              values={{
                plan: plans.name(payment.plan),
                amount: format.rupees(payment.amount),
                txnid: payment.txnid,
                days: REFUND_REPLY_BUSINESS_DAYS,
              }}
              components={{ 0: <bdi />, 1: <bdi /> }}
            />
          </Text>
          <Textarea
            label={t('premium.refund.reasonLabel')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            dir="auto"
            minRows={3}
            maxLength={2000}
            required
            error={refund.isError ? errorMessage(refund.error, PAYMENT_MESSAGES.refundNotEligible) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose}>
              {t('premium.refund.cancel')}
            </Button>
            <Button onClick={submit} loading={refund.isPending} disabled={!reason.trim()}>
              {t('premium.refund.send')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
