import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { GuardianViewMe } from '@mithaq/contracts/guardians';
import { IconEye } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useSetDailyEmail } from '../api/set-daily-email';

/** The header of the view: whose account this is, that it is read-only, and the daily email choice. */
export function GuardianOverview({ me }: { me: GuardianViewMe }) {
  const t = useT();
  const daily = useSetDailyEmail();
  const member = me.member.fullName;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }} c="emerald.9">
        {t('guardian.overview.title', { member })}
      </Title>
      <Alert color="emerald" variant="light" role="note" icon={<IconEye size={20} />}>
        {t('guardian.overview.readOnly', { guardian: me.guardianName, member })}
      </Alert>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Switch
          checked={daily.isPending ? Boolean(daily.variables) : me.dailyEmail}
          onChange={(e) => daily.mutate(e.currentTarget.checked)}
          label={t('guardian.overview.dailyEmail')}
          description={t('guardian.overview.dailyEmailBody')}
          color="emerald.8"
        />
        {daily.isError && (
          <Text role="alert" fz="sm" c="red.9" mt="xs">
            {errorMessage(daily.error, t('guardian.overview.dailyEmailFailed'))}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
