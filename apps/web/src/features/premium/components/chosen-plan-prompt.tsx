import { Alert, Button, Group, Text } from '@mantine/core';
import { PAID_PLAN_IDS } from '@mithaq/contracts/payments';
import { IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { checkoutErrorMessage, useStartCheckout } from '../api/start-checkout';
import { usePlanTexts } from '../lib/plan-text';

/** After registering from a plan's Buy button (`/premium?plan=gold`), that plan is one click away. */
export function ChosenPlanPrompt() {
  const t = useT();
  const plans = usePlanTexts();
  const [query] = useSearchParams();
  const checkout = useStartCheckout();
  const planId = PAID_PLAN_IDS.find((p) => p === query.get('plan'));
  if (!planId) return null;
  const plan = plans.name(planId);
  return (
    <Alert color="emerald" radius="md" icon={<IconSparkles />} title={t('premium.chosen.title', { plan })}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" c="gray.9">
          {t('premium.chosen.body')}
        </Text>
        <Button onClick={() => checkout.mutate(planId)} disabled={checkout.isPending}>
          {checkout.isPending ? t('premium.action.processing') : t('premium.action.buy', { plan })}
        </Button>
      </Group>
      {checkout.isError ? (
        <Text role="alert" fz="sm" c="red.9" mt="xs">
          {checkoutErrorMessage(checkout.error)}
        </Text>
      ) : null}
    </Alert>
  );
}
