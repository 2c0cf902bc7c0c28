import { Trans } from '@lingui/react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Payment, PaymentHistory } from '@mithaq/contracts/payments';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { usePaymentHistory } from '../api/get-payment-history';
import { usePlanTexts } from '../lib/plan-text';
import { RefundDialog } from './refund-dialog';

const STATUS_COLOR: Record<Payment['status'], string> = {
  success: 'emerald.8',
  failure: 'red.9',
  initiated: 'gray.7',
  refunded: 'gold.8',
};

function MembershipSummary({ membership }: { membership: PaymentHistory['membership'] }) {
  const t = useT();
  const format = useFormat();
  const plans = usePlanTexts();
  if (membership.tier !== 'premium') {
    return <Text c="gray.8">{t('premium.history.onFree')}</Text>;
  }
  const plan = plans.name(membership.planId);
  return (
    <Text c="gray.9">
      {membership.premiumUntil ? (
        <Trans
          id="premium.history.memberUntil"
          values={{ plan, date: format.calendarDate(membership.premiumUntil) }}
          components={{ 0: <strong /> }}
        />
      ) : (
        <Trans id="premium.history.memberNoEnd" values={{ plan }} components={{ 0: <strong /> }} />
      )}
    </Text>
  );
}

const supportLink = <Anchor component={Link} to="/support" fz="sm" underline="always" />;

/** Where the member's refund stands beside the payment: ask, pending, declined with the reason, refunded. */
function RefundState({ payment, onRefund }: { payment: Payment; onRefund: (p: Payment) => void }) {
  const t = useT();
  const format = useFormat();
  const { refund } = payment;
  if (refund.refundedAmount && refund.refundedAt) {
    return (
      <Text fz="sm" fw={600} c="gray.9">
        <Trans
          id="premium.refund.refundedOn"
          values={{ amount: format.rupees(refund.refundedAmount), date: format.date(refund.refundedAt) }}
          components={{ 0: <bdi /> }}
        />
      </Text>
    );
  }
  if (refund.status === 'declined') {
    return (
      <Stack gap={2} style={{ flexBasis: '100%' }}>
        <Text fz="sm" c="gray.9">
          <Text span fw={600} fz="sm" c="red.9">
            {t('premium.refund.declined')}
          </Text>{' '}
          <bdi>{refund.declineReason}</bdi>
        </Text>
        <Text fz="sm" c="gray.8">
          <Trans id="premium.refund.declinedQuestions" components={{ 0: supportLink }} />
        </Text>
      </Stack>
    );
  }
  if (refund.requested) {
    return (
      <Text fz="sm" c="gray.8">
        <Trans id="premium.refund.pending" components={{ 0: supportLink }} />
      </Text>
    );
  }
  if (refund.canRequest) {
    return (
      <Button variant="subtle" size="xs" color="dark" onClick={() => onRefund(payment)}>
        {t('premium.refund.request')}
      </Button>
    );
  }
  return refund.reason ? (
    <Text fz="sm" c="gray.8">
      {refund.reason}
    </Text>
  ) : null;
}

function PaymentRow({ payment, onRefund }: { payment: Payment; onRefund: (p: Payment) => void }) {
  const t = useT();
  const format = useFormat();
  const plans = usePlanTexts();
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>
            {plans.name(payment.plan)} · <bdi>{format.rupees(payment.amount)}</bdi>
          </Text>
          <Text fz="sm" c="gray.8">
            <Trans
              id="premium.history.transaction"
              values={{ date: format.date(payment.completedAt ?? payment.createdAt), txnid: payment.txnid }}
              components={{ 0: <Text span dir="ltr" ff="monospace" fz="sm" style={{ unicodeBidi: 'isolate' }} /> }}
            />
          </Text>
        </Stack>
        <Badge variant="outline" color={STATUS_COLOR[payment.status]} radius="sm">
          {t(`premium.status.${payment.status}`)}
        </Badge>
      </Group>
      {payment.status === 'success' || payment.status === 'refunded' ? (
        <Group gap="sm" mt="sm" wrap="wrap">
          <Button
            component={Link}
            to={`/premium/receipt/${encodeURIComponent(payment.txnid)}`}
            variant="light"
            size="xs"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            {t('premium.history.receipt')}
          </Button>
          <RefundState payment={payment} onRefund={onRefund} />
        </Group>
      ) : null}
    </Card>
  );
}

/** Spec section 2 "Premium page", for members: the membership, past payments, receipts and refunds. */
export function PaymentHistorySection() {
  const t = useT();
  const history = usePaymentHistory();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  return (
    <Stack component="section" aria-labelledby="history-title" gap="md" mt={48}>
      <Title order={2} id="history-title" fz={24} c="emerald.9">
        {t('premium.history.title')}
      </Title>
      {history.isPending ? (
        <LoadingState py={24} label={t('premium.history.loading')} />
      ) : history.isError ? (
        <QueryError query={history} fallback={t('premium.history.loadFailed')} />
      ) : (
        <>
          <MembershipSummary membership={history.data.membership} />
          {history.data.payments.length === 0 ? (
            <Text c="gray.8">{t('premium.history.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {history.data.payments.map((p) => (
                <PaymentRow key={p.txnid} payment={p} onRefund={setRefunding} />
              ))}
            </Stack>
          )}
        </>
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
