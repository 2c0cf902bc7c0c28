import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import type { PaidPlanId } from '@mithaq/contracts/payments';
import type { Plan, PlanId } from '@mithaq/contracts/plans';
import type { Member } from '@mithaq/contracts/profile';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Formatters, useFormat } from '../../../i18n/format';
import { type Translate, useLocale, useT } from '../../../i18n/use-t';
import { VISITOR_ONLY } from '../../../lib/session-store';
import { checkoutErrorMessage, useStartCheckout } from '../api/start-checkout';
import { usePlanTexts } from '../lib/plan-text';

interface PlanActionProps {
  plan: Plan;
  isSignedIn: boolean;
  tier: Member['membershipTier'] | null;
  /** The signed-in member's membership, to mark the plan they hold. */
  membership?: CurrentMembership;
}

function CurrentPlanNote({ children }: { children: string }) {
  return (
    <Group
      gap={8}
      justify="center"
      wrap="nowrap"
      mih={42}
      py={4}
      px="sm"
      c="emerald.8"
      fw={600}
      bg="emerald.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <IconCircleCheck size={18} aria-hidden />
      <Text span fw={600} fz="sm" ta="center">
        {children}
      </Text>
    </Group>
  );
}

interface CurrentMembership {
  planId: PlanId;
  premiumUntil: string | null;
}

/** "Your current plan" with its end date, or "never ends" for Platinum. */
function currentPlanText(t: Translate, format: Formatters, membership: CurrentMembership): string {
  if (!membership.premiumUntil) return t('premium.action.currentNoEnd');
  return t('premium.action.currentUntil', { date: format.calendarDate(membership.premiumUntil) });
}

/**
 * What a plan card offers. Visitors register first (the plan rides along and is offered again after
 * registration); members buy through the payment gateway (spec section 4 "Payment": 'Processing...'
 * and disabled, the error shown and the button restored on failure).
 */
export function PlanAction({ plan, isSignedIn, tier, membership }: PlanActionProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const name = usePlanTexts().name(plan.id);
  const checkout = useStartCheckout();
  const errorId = useId();

  if (plan.price === null) {
    if (!isSignedIn) {
      return (
        <Button
          component={Link}
          to={localizedPath(locale, '/register')}
          variant="outline"
          fullWidth
          size="md"
          {...VISITOR_ONLY}
        >
          {t('premium.action.registerFree')}
        </Button>
      );
    }
    // Until the member check answers, the Free card names no tier: a premium member would first be
    // told Free is their plan. The note's room is kept, so the card does not move when it fills in.
    if (tier === null) return <Box mih={42} aria-hidden />;
    return (
      <CurrentPlanNote>
        {tier === 'premium' ? t('premium.action.included') : t('premium.action.current')}
      </CurrentPlanNote>
    );
  }

  if (!isSignedIn) {
    return (
      <Button
        component={Link}
        to={localizedPath(locale, `/register?plan=${plan.id}`)}
        fullWidth
        size="md"
        {...VISITOR_ONLY}
      >
        {t('premium.action.buy', { plan: name })}
      </Button>
    );
  }

  const isCurrent = tier === 'premium' && membership?.planId === plan.id;
  return (
    <Stack gap="xs">
      {isCurrent && membership ? <CurrentPlanNote>{currentPlanText(t, format, membership)}</CurrentPlanNote> : null}
      <Button
        fullWidth
        size="md"
        variant={isCurrent ? 'outline' : 'filled'}
        disabled={checkout.isPending}
        aria-describedby={checkout.isError ? errorId : undefined}
        onClick={() => checkout.mutate(plan.id as PaidPlanId)}
      >
        {checkout.isPending
          ? t('premium.action.processing')
          : t(isCurrent ? 'premium.action.extend' : 'premium.action.buy', { plan: name })}
      </Button>
      {checkout.isError ? (
        <Alert id={errorId} color="red" radius="md" p="sm" role="alert" icon={<IconAlertTriangle size={18} />}>
          <Text fz="sm" c="red.9">
            {checkoutErrorMessage(checkout.error)}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
