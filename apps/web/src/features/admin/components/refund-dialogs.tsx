import { Trans } from '@lingui/react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type AdminRefund, REFUND_DECLINE_REASON_MAX, type RefundKind } from '@mithaq/contracts/refunds';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useApproveRefund, useDeclineRefund } from '../api/refunds';

interface DialogProps {
  refund: AdminRefund | null;
  onClose: () => void;
}

/** The server's refusal (PayU's answer, a decision already taken), shown where staff decide. */
function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  const t = useT();
  return (
    <Alert color="red" variant="light" role="alert" title={t('admin.refunds.nothingChanged')}>
      <Text fz="sm">{errorMessage(error, fallback)}</Text>
    </Alert>
  );
}

function usedDays(t: Translate, refund: AdminRefund): string {
  return refund.plan.days === null
    ? t('admin.refunds.usedLifetime', { count: refund.daysUsed })
    : t('admin.refunds.usedOf', { used: refund.daysUsed, days: refund.plan.days });
}

/** Approve: choose full or pro-rated; the button and text name the exact amount PayU will return. */
export function ApproveRefundDialog({ refund, onClose }: DialogProps) {
  const t = useT();
  const format = useFormat();
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
      title={t('admin.refunds.approveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      {refund ? (
        <Stack gap="md">
          <Radio.Group
            value={kind}
            onChange={(v) => setKind(v as RefundKind)}
            label={t('admin.refunds.howMuch')}
            description={t('admin.refunds.planPaid', {
              plan: refund.plan.name,
              amount: format.rupees(refund.payment.amount),
              used: usedDays(t, refund),
            })}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="full"
                label={t('admin.refunds.fullOption', { amount: format.rupees(refund.amounts.full) })}
              />
              <Radio
                value="prorated"
                disabled={!refund.amounts.prorated}
                label={
                  refund.amounts.prorated
                    ? t('admin.refunds.proratedOption', { amount: format.rupees(refund.amounts.prorated) })
                    : t('admin.refunds.proratedUnavailable')
                }
              />
            </Stack>
          </Radio.Group>
          {amount ? (
            <Text fz="sm" c="gray.9">
              <Trans
                id="admin.refunds.payuWillReturn"
                values={{
                  amount: format.rupees(amount),
                  name: refund.member.fullName || t('admin.refunds.theMember'),
                  kind,
                }}
                components={{ 0: <strong />, 1: <bdi /> }}
              />
            </Text>
          ) : null}
          {approve.isError ? <Failure error={approve.error} fallback={t('admin.errors.payuUnreachable')} /> : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose} disabled={approve.isPending}>
              {t('admin.common.cancel')}
            </Button>
            <Button color="emerald.8" onClick={confirm} loading={approve.isPending} disabled={!amount}>
              {t('admin.refunds.refundAmount', { amount: amount ? format.rupees(amount) : '' })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Decline: the reason (required) is what the member reads in their email and ticket. */
export function DeclineRefundDialog({ refund, onClose }: DialogProps) {
  const t = useT();
  const format = useFormat();
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
      title={t('admin.refunds.declineTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      {refund ? (
        <Stack gap="md">
          <Text fz="sm" c="gray.8">
            {refund.member.fullName ? (
              <Trans
                id="admin.refunds.declineIntro"
                values={{ name: refund.member.fullName }}
                components={{ 0: <bdi /> }}
              />
            ) : (
              t('admin.refunds.declineIntroNoName')
            )}
          </Text>
          <Textarea
            label={t('admin.refunds.declineReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            minRows={3}
            autosize
            maxLength={REFUND_DECLINE_REASON_MAX}
            required
            error={touched && missing ? t('admin.errors.declineReasonRequired') : undefined}
            description={`${format.number(reason.length)} / ${format.number(REFUND_DECLINE_REASON_MAX)}`}
          />
          {decline.isError ? <Failure error={decline.error} fallback={t('admin.errors.alreadyDecided')} /> : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={onClose} disabled={decline.isPending}>
              {t('admin.common.cancel')}
            </Button>
            <Button color="red.9" onClick={submit} loading={decline.isPending}>
              {t('admin.refunds.declineSubmit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
