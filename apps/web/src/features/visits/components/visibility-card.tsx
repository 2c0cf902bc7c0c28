import { Anchor, Badge, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { Visibility, VisibilityUpdate } from '@mithaq/contracts/visits';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/list-states';
import { useLocalizedPath } from '../../../i18n/use-localized-path';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-member';
import { useVisibility } from '../api/get-visibility';
import { useUpdateVisibility } from '../api/update-visibility';
import { isIncognitoLocked, saveStatus, shownVisibility } from '../lib/visibility';
import classes from '../visits.module.css';

/**
 * Settings → Privacy and visibility (docs/decisions/0065-coming-back.md): incognito (premium), whether
 * the member's visits and last activity are shown (each reciprocal). Each switch saves at once.
 */
export function VisibilityCard() {
  const t = useT();
  const visibility = useVisibility();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="visibility-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="visibility-title" fz="lg" c="emerald.9">
            {t('visits.privacy.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            {t('visits.privacy.intro')}
          </Text>
        </Stack>
        {visibility.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('visits.privacy.loading')}>
            <Skeleton height={52} radius="md" />
            <Skeleton height={52} radius="md" />
            <Skeleton height={52} radius="md" />
          </Stack>
        ) : visibility.isError ? (
          <QueryError query={visibility} fallback={t('visits.privacy.loadFailed')} />
        ) : (
          <VisibilitySwitches saved={visibility.data} />
        )}
      </Stack>
    </Card>
  );
}

function VisibilitySwitches({ saved }: { saved: Visibility }) {
  const t = useT();
  const localized = useLocalizedPath();
  const isPremium = useMe().data?.membershipTier === 'premium';
  const update = useUpdateVisibility();
  const shown = shownVisibility(saved, update.isPending ? update.variables : undefined);
  const status = saveStatus(update);
  const isLocked = isIncognitoLocked(shown, isPremium);
  // One change at a time, each answered with the whole state: the switches stay focusable meanwhile.
  const change = (next: VisibilityUpdate) => {
    if (!update.isPending) update.mutate(next);
  };
  return (
    <Stack gap="lg" className={classes.switches}>
      <Stack gap="xs">
        <Switch
          checked={shown.incognito}
          onChange={(e) => change({ incognito: e.currentTarget.checked })}
          disabled={isLocked}
          // Locked, it still tells a free member what incognito does: its name stays as readable as the others'.
          styles={isLocked ? { label: { color: 'var(--mantine-color-gray-8)' } } : undefined}
          label={
            <Group component="span" gap={8} wrap="wrap">
              {t('visits.privacy.incognito.label')}
              <Badge
                component="span"
                color="gold.8"
                size="sm"
                tt="none"
                leftSection={<IconCrown size={12} aria-hidden />}
              >
                {t('visits.privacy.premium')}
              </Badge>
            </Group>
          }
          description={t('visits.privacy.incognito.description')}
          size="md"
        />
        {isLocked && (
          <Text fz="sm" c="gray.9" ps={{ base: 0, xs: 58 }}>
            {t('visits.privacy.incognito.locked')}{' '}
            <Anchor component={Link} to={localized('/premium')} fw={600} c="gold.9" underline="always">
              {t('visits.privacy.incognito.upgrade')}
            </Anchor>
          </Text>
        )}
      </Stack>
      <Switch
        checked={shown.visitsShown}
        onChange={(e) => change({ visitsShown: e.currentTarget.checked })}
        label={t('visits.privacy.visits.label')}
        description={t('visits.privacy.visits.description')}
        size="md"
      />
      <Switch
        checked={shown.activityShown}
        onChange={(e) => change({ activityShown: e.currentTarget.checked })}
        label={t('visits.privacy.activity.label')}
        description={t('visits.privacy.activity.description')}
        size="md"
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text role="status" fz="sm" fw={600} c={status === 'saved' ? 'emerald.8' : 'gray.8'} mih="1.55em">
          {status === 'saving' ? t('visits.privacy.saving') : status === 'saved' ? t('visits.privacy.saved') : null}
        </Text>
        <Anchor component={Link} to="/profile/visitors" fz="sm" fw={600} c="emerald.9">
          {t('visits.privacy.visitors')}
        </Anchor>
      </Group>
      {status === 'failed' && (
        <Text role="alert" fz="sm" c="red.9">
          {errorMessage(update.error, t('visits.privacy.saveFailed'))}
        </Text>
      )}
    </Stack>
  );
}
