import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_MESSAGES, type Payment, type PaymentHistory, planFor } from '@mithaq/contracts';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingState, QueryError } from '../../../components/list-states';
import { formatDate, formatRupees } from '../../../lib/format';
import { usePaymentHistory } from '../api/get-payment-history';
import { RefundDialog } from './refund-dialog';

const STATUS: Record<Payment['status'], { label: string; color: string }> = {
  success: { label: 'Paid', color: 'emerald.8' },
  failure: { label: 'Failed', color: 'red.9' },
  initiated: { label: 'Not completed', color: 'gray.7' },
  refunded: { label: 'Refunded', color: 'gold.8' },
};

function MembershipSummary({ membership }: { membership: PaymentHistory['membership'] }) {
  if (membership.tier !== 'premium') {
    return <Text c="gray.8">You are on the Always Free plan.</Text>;
  }
  const plan = planFor(membership.planId).name;
  return (
    <Text c="gray.9">
      You are a <strong>{plan}</strong> member{' '}
      {membership.premiumUntil ? `until ${formatDate(membership.premiumUntil)}` : 'with no end date'}.
    </Text>
  );
}

const supportLink = (
  <Anchor component={Link} to="/support" fz="sm" underline="always">
    Support
  </Anchor>
);

/** Where the member's refund stands beside the payment: ask, pending, declined with the reason, refunded. */
function RefundState({ payment, onRefund }: { payment: Payment; onRefund: (p: Payment) => void }) {
  const { refund } = payment;
  if (refund.refundedAmount && refund.refundedAt) {
    return (
      <Text fz="sm" fw={600} c="gray.9">
        Refunded {formatRupees(refund.refundedAmount)} on {formatDate(refund.refundedAt)}
      </Text>
    );
  }
  if (refund.status === 'declined') {
    return (
      <Stack gap={2} style={{ flexBasis: '100%' }}>
        <Text fz="sm" c="gray.9">
          <Text span fw={600} fz="sm" c="red.9">
            {PAYMENT_MESSAGES.refundDeclined}:
          </Text>{' '}
          {refund.declineReason}
        </Text>
        <Text fz="sm" c="gray.8">
          Questions? Reply on your refund request in {supportLink}.
        </Text>
      </Stack>
    );
  }
  if (refund.requested) {
    return (
      <Text fz="sm" c="gray.8">
        {PAYMENT_MESSAGES.refundPending} Follow it in {supportLink}.
      </Text>
    );
  }
  if (refund.canRequest) {
    return (
      <Button variant="subtle" size="xs" color="dark" onClick={() => onRefund(payment)}>
        Request a refund
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
  const status = STATUS[payment.status];
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>
            {planFor(payment.plan).name} · {formatRupees(payment.amount)}
          </Text>
          <Text fz="sm" c="gray.8">
            {formatDate(payment.completedAt ?? payment.createdAt)} · Transaction{' '}
            <Text span ff="monospace" fz="sm">
              {payment.txnid}
            </Text>
          </Text>
        </Stack>
        <Badge variant="outline" color={status.color} radius="sm">
          {status.label}
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
            Receipt
          </Button>
          <RefundState payment={payment} onRefund={onRefund} />
        </Group>
      ) : null}
    </Card>
  );
}

/** Spec section 2 "Premium page", for members: the membership, past payments, receipts and refunds. */
export function PaymentHistorySection() {
  const history = usePaymentHistory();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  return (
    <Stack component="section" aria-labelledby="history-title" gap="md" mt={48}>
      <Title order={2} id="history-title" fz={24} c="emerald.9">
        Your membership and payments
      </Title>
      {history.isPending ? (
        <LoadingState py={24} label="Loading your payments..." />
      ) : history.isError ? (
        <QueryError query={history} fallback="Unable to load your payments." />
      ) : (
        <>
          <MembershipSummary membership={history.data.membership} />
          {history.data.payments.length === 0 ? (
            <Text c="gray.8">No payments yet.</Text>
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
