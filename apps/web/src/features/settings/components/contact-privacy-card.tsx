import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { ContactPrivacy, ContactPrivacyUpdate } from '@mithaq/contracts/contact-privacy';
import { QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useContactPrivacy, useUpdateContactPrivacy } from '../api/contact-privacy';
import { SettingsSection } from './settings-section';

/**
 * Settings → Who may contact me (docs/decisions/0066-catching-scammers-early.md "Who may contact me"):
 * interest, and the first message of a conversation, only from members with a verified ID or selfie.
 * Each switch saves at once.
 */
export function ContactPrivacyCard() {
  const t = useT();
  const privacy = useContactPrivacy();
  return (
    <SettingsSection
      titleId="contact-privacy-title"
      title={t('settings.contactPrivacy.title')}
      intro={t('settings.contactPrivacy.intro')}
    >
      {privacy.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('settings.contactPrivacy.loading')}>
          <Skeleton height={52} radius="md" />
          <Skeleton height={52} radius="md" />
        </Stack>
      ) : privacy.isError ? (
        <QueryError query={privacy} fallback={t('settings.contactPrivacy.loadFailed')} />
      ) : (
        <ContactSwitches saved={privacy.data} />
      )}
    </SettingsSection>
  );
}

function ContactSwitches({ saved }: { saved: ContactPrivacy }) {
  const t = useT();
  const update = useUpdateContactPrivacy();
  // What is being saved shows at once, over what was saved.
  const shown = { ...saved, ...(update.isPending ? update.variables : undefined) };
  // One change at a time, each answered with the whole state: the switches stay focusable meanwhile.
  const change = (next: ContactPrivacyUpdate) => {
    if (!update.isPending) update.mutate(next);
  };
  return (
    <Stack gap="lg">
      <Switch
        checked={shown.interestFromVerifiedOnly}
        onChange={(e) => change({ interestFromVerifiedOnly: e.currentTarget.checked })}
        label={t('settings.contactPrivacy.interest.label')}
        description={t('settings.contactPrivacy.interest.description')}
        size="md"
      />
      <Switch
        checked={shown.messagesFromVerifiedOnly}
        onChange={(e) => change({ messagesFromVerifiedOnly: e.currentTarget.checked })}
        label={t('settings.contactPrivacy.messages.label')}
        description={t('settings.contactPrivacy.messages.description')}
        size="md"
      />
      <Text role="status" fz="sm" fw={600} c={update.isSuccess ? 'emerald.8' : 'gray.8'} mih="1.55em">
        {update.isPending
          ? t('settings.contactPrivacy.saving')
          : update.isSuccess
            ? t('settings.contactPrivacy.saved')
            : null}
      </Text>
      {update.isError && (
        <Text role="alert" fz="sm" c="red.9">
          {errorMessage(update.error, t('settings.contactPrivacy.saveFailed'))}
        </Text>
      )}
    </Stack>
  );
}
