import '../../../app/styles/mantine-app';
import { Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { planFor } from '@mithaq/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadingState, QueryError } from '../../../components/list-states';
import { formatDate, formatRupees } from '../../../lib/format';
import { usePaymentHistory } from '../api/get-payment-history';

function Line({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="gray.8">{label}</Text>
      <Text fw={600} ff={mono ? 'monospace' : undefined} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Route /premium/receipt/:txnid: one successful payment, laid out to print as a page. */
export function ReceiptPage() {
  const { txnid = '' } = useParams();
  const history = usePaymentHistory();
  if (history.isPending) return <LoadingState label="Loading your receipt..." />;
  if (history.isError) return <QueryError query={history} fallback="Unable to load your receipt." />;
  const payment = history.data.payments.find(
    (p) => p.txnid === txnid && (p.status === 'success' || p.status === 'refunded'),
  );
  const { refundedAmount, refundedAt } = payment?.refund ?? {};
  return (
    <Container size={560} py={{ base: 'lg', sm: 48 }}>
      {payment ? (
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className="receipt">
          <Stack gap="sm">
            <Title order={1} fz={26} c="emerald.9">
              Payment receipt
            </Title>
            <Text c="gray.8">Mithaq · premium membership</Text>
            <Divider my="xs" />
            <Line label="Plan" value={planFor(payment.plan).name} />
            <Line label="Amount paid" value={formatRupees(payment.amount)} />
            <Line label="Date" value={formatDate(payment.completedAt ?? payment.createdAt)} />
            <Line label="Transaction ID" value={payment.txnid} mono />
            <Line label="PayU reference" value={payment.mihpayid ?? '—'} mono />
            {refundedAmount && refundedAt ? (
              <Line label="Refunded" value={`${formatRupees(refundedAmount)} on ${formatDate(refundedAt)}`} />
            ) : null}
            <Divider my="xs" />
            <Text fz="sm" c="gray.8">
              {refundedAmount
                ? 'This payment was refunded to the card or account you paid with.'
                : 'Keep this receipt for your records. Refunds can be requested within 7 days (see our Refund Policy).'}
            </Text>
            <Group gap="sm" mt="sm" className="no-print">
              <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
                Print
              </Button>
              <Button component={Link} to="/premium" variant="subtle" color="dark">
                Back to plans
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={26}>
            Receipt not found
          </Title>
          <Text c="gray.8">There is no completed payment with this transaction ID on your account.</Text>
          <Button component={Link} to="/premium">
            Back to plans
          </Button>
        </Stack>
      )}
    </Container>
  );
}
