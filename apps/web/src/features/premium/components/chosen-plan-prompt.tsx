import { Alert, Button, Group, Text } from '@mantine/core';
import { PAID_PLAN_IDS, planFor } from '@mithaq/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { checkoutErrorMessage, useStartCheckout } from '../api/start-checkout';

/** After registering from a plan's Buy button (`/premium?plan=gold`), that plan is one click away. */
export function ChosenPlanPrompt() {
  const [query] = useSearchParams();
  const checkout = useStartCheckout();
  const planId = PAID_PLAN_IDS.find((p) => p === query.get('plan'));
  if (!planId) return null;
  const plan = planFor(planId);
  return (
    <Alert color="emerald" radius="md" icon={<IconSparkles />} title={`Welcome! You chose ${plan.name}.`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" c="gray.9">
          Your profile is ready. Continue to payment when you are ready, or keep the free plan for now.
        </Text>
        <Button onClick={() => checkout.mutate(planId)} disabled={checkout.isPending}>
          {checkout.isPending ? 'Processing...' : `Buy ${plan.name}`}
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
