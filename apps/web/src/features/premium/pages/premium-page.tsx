import '../../../app/styles/mantine-app';
import { Box, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { PLANS } from '@mithaq/contracts/plans';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { useToken } from '../../../lib/session';
import { usePaymentHistory } from '../api/get-payment-history';
import { ChosenPlanPrompt } from '../components/chosen-plan-prompt';
import { PaymentHistorySection } from '../components/payment-history';
import { PaymentResultAlert } from '../components/payment-result-alert';
import { PlanCard } from '../components/plan-card';
import { PlanNotes } from '../components/plan-notes';
import lines from '../components/script-line-heights.module.css';
import { VerificationNote } from '../components/verification-note';

/** Route /premium (spec sections 2 and 9): the four plans and the payment provider's return. */
export function PremiumPage() {
  const t = useT();
  const isSignedIn = Boolean(useToken());
  // The signed-in member's tier decides what the Always Free card says (spec section 3, membershipTier).
  const tier = useMe().data?.membershipTier ?? null;
  const membership = usePaymentHistory().data?.membership;
  return (
    <>
      <Box
        style={{ background: 'linear-gradient(180deg, #f6efe2 0%, #fbf7f0 100%)', borderBottom: '1px solid #eadfca' }}
      >
        <Container size="lg" py={{ base: 40, sm: 56 }}>
          <Stack gap="sm" maw={720}>
            <Text tt="uppercase" fw={700} fz="sm" c="gold.8" style={{ letterSpacing: '0.08em' }}>
              {t('premium.page.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 42 }} className={lines.heroTitle} c="emerald.9" textWrap="balance">
              {t('premium.page.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7">
              {t('premium.page.lead')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Stack gap="xl">
          <PaymentResultAlert />
          {isSignedIn ? <ChosenPlanPrompt /> : null}
          <Box component="section" aria-labelledby="plans-title">
            <VisuallyHidden>
              <h2 id="plans-title">{t('premium.page.plansHeading')}</h2>
            </VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {PLANS.map((plan) => (
                <PlanCard key={plan.id} plan={plan} isSignedIn={isSignedIn} tier={tier} membership={membership} />
              ))}
            </SimpleGrid>
          </Box>
          <VerificationNote />
        </Stack>
        {isSignedIn ? <PaymentHistorySection /> : null}
        <PlanNotes />
      </Container>
    </>
  );
}
