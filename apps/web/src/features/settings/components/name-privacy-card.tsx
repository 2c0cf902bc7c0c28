import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { shortNameOf } from '@mithaq/contracts/names';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { useUpdateNameDisplay } from '../api/update-name-display';

/**
 * Settings → Your name (docs/decisions/0054-short-names.md): whether members she is not matched with see
 * her full name or her first name and last initial. Her matches and staff always see the full name.
 */
export function NamePrivacyCard() {
  const t = useT();
  const me = useMe().data;
  const update = useUpdateNameDisplay();
  if (!me) return null;
  const saved = me.nameDisplay === 'short';
  const isShort = update.isPending ? update.variables === 'short' : saved;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="name-privacy-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="name-privacy-title" fz="lg" c="emerald.9">
            {t('settings.namePrivacy.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            {t('settings.namePrivacy.intro')}
          </Text>
        </Stack>
        <Switch
          checked={isShort}
          onChange={(e) => update.mutate(e.currentTarget.checked ? 'short' : 'full')}
          disabled={update.isPending}
          label={t('settings.namePrivacy.label')}
          description={t('settings.namePrivacy.description', {
            fullName: me.fullName,
            shortName: shortNameOf(me.fullName),
          })}
          error={update.isError ? errorMessage(update.error, t('settings.namePrivacy.failed')) : undefined}
          size="md"
        />
      </Stack>
    </Card>
  );
}
