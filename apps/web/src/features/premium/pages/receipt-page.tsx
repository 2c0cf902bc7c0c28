import '../../../app/styles/mantine-app';
import { Trans } from '@lingui/react';
import { Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { REFUND_WINDOW_DAYS } from '@mithaq/contracts/payments';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useLocale, useT } from '../../../i18n/use-t';
import { usePaymentHistory } from '../api/get-payment-history';
import { usePlanTexts } from '../lib/plan-text';

function Line({ label, value, mono = false }: { label: string; value: ReactNode; mono?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="gray.8">{label}</Text>
      <Text
        fw={600}
        ff={mono ? 'monospace' : undefined}
        dir={mono ? 'ltr' : undefined}
        ta="end"
        style={{ overflowWrap: 'anywhere', unicodeBidi: mono ? 'isolate' : undefined }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Route /premium/receipt/:txnid: one successful payment, laid out to print as a page. */
export function ReceiptPage() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const plans = usePlanTexts();
  const { txnid = '' } = useParams();
  const history = usePaymentHistory();
  const plansPath = localizedPath(locale, '/premium');
  if (history.isPending) return <LoadingState label={t('premium.receipt.loading')} />;
  if (history.isError) return <QueryError query={history} fallback={t('premium.receipt.loadFailed')} />;
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
              {t('premium.receipt.title')}
            </Title>
            <Text c="gray.8">{t('premium.receipt.subtitle')}</Text>
            <Divider my="xs" />
            <Line label={t('premium.receipt.plan')} value={plans.name(payment.plan)} />
            <Line label={t('premium.receipt.amount')} value={<bdi>{format.rupees(payment.amount)}</bdi>} />
            <Line label={t('premium.receipt.date')} value={format.date(payment.completedAt ?? payment.createdAt)} />
            <Line label={t('premium.receipt.txnid')} value={payment.txnid} mono />
            <Line label={t('premium.receipt.payuRef')} value={payment.mihpayid ?? '—'} mono />
            {refundedAmount && refundedAt ? (
              <Line
                label={t('premium.receipt.refunded')}
                value={
                  <Trans
                    id="premium.receipt.refundedValue"
                    values={{ amount: format.rupees(refundedAmount), date: format.date(refundedAt) }}
                    components={{ 0: <bdi /> }}
                  />
                }
              />
            ) : null}
            <Divider my="xs" />
            <Text fz="sm" c="gray.8">
              {refundedAmount
                ? t('premium.receipt.refundedNote')
                : t('premium.receipt.keep', { days: REFUND_WINDOW_DAYS })}
            </Text>
            <Group gap="sm" mt="sm" className="no-print">
              <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
                {t('premium.receipt.print')}
              </Button>
              <Button component={Link} to={plansPath} variant="subtle" color="dark">
                {t('premium.receipt.backToPlans')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={26}>
            {t('premium.receipt.notFound')}
          </Title>
          <Text c="gray.8">{t('premium.receipt.notFoundBody')}</Text>
          <Button component={Link} to={plansPath}>
            {t('premium.receipt.backToPlans')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
