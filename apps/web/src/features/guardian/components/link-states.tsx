import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribeGuardian } from '../api/unsubscribe-guardian';

/** A notice about the emailed link, the guardian's only way in (there is no password). */
function LinkNotice({ title, body, reason }: { title: string; body: string; reason?: string }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <IconMailOpened size={36} color="var(--mantine-color-emerald-8)" aria-hidden />
        <Title order={1} fz={{ base: 22, sm: 28 }} c="emerald.9">
          {title}
        </Title>
        {reason && (
          <Alert color="gold" variant="light" role="alert" w="100%">
            {reason}
          </Alert>
        )}
        <Text c="gray.9">{body}</Text>
      </Stack>
    </Card>
  );
}

/** No session on this device: the emailed link is the way in. */
export function OpenYourLink({ reason }: { reason?: string }) {
  const t = useT();
  return <LinkNotice title={t('guardian.link.title')} body={t('guardian.link.body')} reason={reason} />;
}

/**
 * The link was already exchanged for a session, in another browser or by someone it was forwarded to:
 * it opens once, so only a new invitation lets the guardian in (docs/decisions/0048-guardian-links-open-once.md).
 */
export function LinkAlreadyUsed() {
  const t = useT();
  return <LinkNotice title={t('guardian.linkUsed.title')} body={t('guardian.linkUsed.body')} />;
}

/** The daily email's link: one press turns that email off, with no session. */
export function UnsubscribeFromDailyEmail({ token }: { token: string }) {
  const t = useT();
  const unsubscribe = useUnsubscribeGuardian();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={{ base: 22, sm: 28 }} c="emerald.9">
          {t('guardian.unsubscribe.title')}
        </Title>
        {unsubscribe.isSuccess ? (
          <Alert color="emerald" role="status" w="100%">
            {t('guardian.unsubscribe.done')}
          </Alert>
        ) : (
          <>
            <Text c="gray.9">{t('guardian.unsubscribe.body')}</Text>
            {unsubscribe.isError && (
              <Alert color="red" role="alert" w="100%">
                {errorMessage(unsubscribe.error, t('guardian.unsubscribe.failed'))}
              </Alert>
            )}
            <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
              {t('guardian.unsubscribe.button')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
