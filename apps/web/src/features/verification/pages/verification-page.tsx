import '../../../app/styles/mantine-app';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadingState, QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { useVerificationStatus } from '../api/verification-api';
import { EmailCard } from '../components/email-card';
import { IdCard } from '../components/id-card';
import { PhoneCard } from '../components/phone-card';
import { ReviewPreference } from '../components/review-preference';
import { SelfieCard } from '../components/selfie-card';

/** Route /verification (spec section 2 "Verification Center"): email, phone, government ID and selfie. */
export function VerificationPage() {
  const t = useT();
  const me = useMe();
  const status = useVerificationStatus();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }} c="emerald.9">
            {t('verification.title')}
          </Title>
          <Text c="gray.8" maw={680}>
            {t('verification.intro')}
          </Text>
        </Stack>
        {me.isPending || status.isPending ? (
          <LoadingState label={t('verification.loading')} />
        ) : status.isError ? (
          <QueryError query={status} fallback={t('verification.loadFailed')} />
        ) : me.data ? (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <EmailCard
                memberId={me.data._id}
                email={me.data.email}
                verified={status.data.emailVerified}
                pendingCode={status.data.emailCode}
              />
              <PhoneCard
                memberId={me.data._id}
                phone={me.data.phone}
                verified={status.data.phoneVerified}
                method={status.data.phoneMethod}
                pendingCode={status.data.phoneCode}
              />
              <IdCard govtId={status.data.govtId} />
              <SelfieCard selfie={status.data.selfie} />
            </SimpleGrid>
            <ReviewPreference womenReviewersOnly={status.data.womenReviewersOnly} />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
