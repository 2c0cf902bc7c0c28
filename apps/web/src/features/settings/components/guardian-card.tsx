import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GUARDIAN_RELATIONS, type Guardian, type GuardianRelation } from '@mithaq/contracts/guardians';
import { type FormEvent, useState } from 'react';
import { LoadingState, QueryError } from '../../../components/list-states';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useInviteGuardian, useRemoveGuardian, useResendGuardianLink } from '../api/change-guardian';
import { useGuardian } from '../api/get-guardian';

type Errors = Partial<Record<'name' | 'email', string>>;

function InviteForm() {
  const t = useT();
  const invite = useInviteGuardian();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<GuardianRelation>('father');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(name.trim() ? {} : { name: t('settings.guardian.nameRequired') }),
      ...(email.trim() ? {} : { email: t('settings.guardian.emailRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    invite.mutate(
      { name, email, relation },
      { onSuccess: () => notifications.show({ color: 'emerald', message: t('settings.guardian.invited', { email }) }) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {invite.isError && (
          <Alert color="red" role="alert">
            {errorMessage(invite.error, t('settings.guardian.inviteFailed'))}
          </Alert>
        )}
        <TextInput
          label={t('settings.guardian.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          autoComplete="off"
          maxLength={80}
          required
          maw={420}
        />
        <TextInput
          label={t('settings.guardian.email')}
          type="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          autoComplete="off"
          required
          maw={420}
        />
        <NativeSelect
          label={t('settings.guardian.relation')}
          value={relation}
          onChange={(e) => setRelation(e.currentTarget.value as GuardianRelation)}
          data={GUARDIAN_RELATIONS.map((r) => ({ value: r, label: t(`settings.guardian.relations.${r}`) }))}
          maw={420}
        />
        <Button type="submit" loading={invite.isPending} w={{ base: '100%', xs: 'fit-content' }}>
          {t('settings.guardian.send')}
        </Button>
      </Stack>
    </form>
  );
}

function CurrentGuardian({ guardian }: { guardian: Guardian }) {
  const t = useT();
  const format = useFormat();
  const resend = useResendGuardianLink();
  const remove = useRemoveGuardian();
  const [confirming, setConfirming] = useState(false);
  const opened = guardian.status === 'opened' && guardian.openedAt;
  const failure = resend.error ?? remove.error;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          <bdi>{guardian.name}</bdi>
        </Text>
        <Text c="gray.8">· {t(`settings.guardian.relations.${guardian.relation}`)}</Text>
        <Badge variant="outline" color={opened ? 'emerald.8' : 'gold.8'}>
          {opened
            ? t('settings.guardian.opened', { date: format.date(guardian.openedAt ?? '') })
            : t('settings.guardian.invitedOn', { date: format.date(guardian.invitedAt) })}
        </Badge>
      </Group>
      <Text fz="sm" c="gray.9" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
        {guardian.email}
      </Text>
      <Text fz="sm" c="gray.8">
        {opened ? t('settings.guardian.openedBody') : t('settings.guardian.invitedBody')}
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(failure, t('settings.guardian.changeFailed'))}
        </Alert>
      )}
      {confirming ? (
        <Stack gap="xs">
          <Text fz="sm" fw={500} role="status">
            {t('settings.guardian.removeConfirmText', { name: isolate(guardian.name) })}
          </Text>
          <Group gap="xs">
            <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate(guardian._id)}>
              {t('settings.guardian.removeConfirm')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('settings.guardian.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            variant="default"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(guardian._id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'emerald',
                    message: t('settings.guardian.resent', { email: guardian.email }),
                  }),
              })
            }
          >
            {t('settings.guardian.resend')}
          </Button>
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('settings.guardian.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Settings → Guardian: one guardian (wali) by email, who reads the member's matches and the
 * conversations the other member agreed to, and changes nothing (docs/decisions/0031-guardian-wali-with-consent.md).
 */
export function GuardianCard() {
  const t = useT();
  const guardian = useGuardian();
  let body: React.ReactNode;
  if (guardian.isPending) body = <LoadingState py={16} label={t('settings.guardian.loading')} />;
  else if (guardian.isError) body = <QueryError query={guardian} fallback={t('settings.guardian.loadFailed')} />;
  else if (guardian.data.guardian) body = <CurrentGuardian guardian={guardian.data.guardian} />;
  else body = <InviteForm />;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="guardian-title">
      <Stack gap="sm">
        <Title order={2} id="guardian-title" fz="lg" c="emerald.9">
          {t('settings.guardian.title')}
        </Title>
        <Text fz="sm" c="gray.9">
          {t('settings.guardian.intro')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}
