import { Card, Divider, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { PhotoAccessOverview } from '@mithaq/contracts/photo-access';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { QueryError } from '../../../../components/list-states';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { useMe } from '../../../../lib/current-member';
import { usePhotoAccess } from '../../api/get-photo-access';
import { useUpdatePhotoSettings } from '../../api/update-photo-settings';
import { PhotoGrants } from './photo-grants';
import { ReceivedRequests, SentRequests } from './photo-requests';
import { PhotoViewsLog } from './photo-views-log';

export const PHOTO_PRIVACY_ANCHOR = 'photo-privacy';

/**
 * Settings → Photo privacy (docs/decisions/0030-photo-access.md): whether her matches see her blurred
 * photos, requests to see them with Share and Decline, whom she shares them with (Stop sharing),
 * who has seen them, and the requests the member sent. The owner's parts are shown to the members
 * who may blur (women, spec section 2); everyone sees the requests they sent.
 */
export function PhotoPrivacyCard() {
  const t = useT();
  const canBlur = useMe().data?.gender.toLowerCase() === 'female';
  const overview = usePhotoAccess();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const isLoaded = overview.isSuccess;
  // A notification opens /settings#photo-privacy: scroll there once the card has its height.
  useEffect(() => {
    if (isLoaded && hash === `#${PHOTO_PRIVACY_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [isLoaded, hash]);
  return (
    <Card
      ref={ref}
      id={PHOTO_PRIVACY_ANCHOR}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="photo-privacy-title"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="photo-privacy-title" fz="lg" c="emerald.9">
            {t('settings.photoPrivacy.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            {t(canBlur ? 'settings.photoPrivacy.intro' : 'settings.photoPrivacy.introAsker')}
          </Text>
        </Stack>
        {overview.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('settings.photoPrivacy.loading')}>
            <Skeleton height={36} radius="md" />
            <Skeleton height={52} radius="md" />
            <Skeleton height={52} radius="md" />
          </Stack>
        ) : overview.isError ? (
          <QueryError query={overview} fallback={t('settings.photoPrivacy.loadFailed')} />
        ) : (
          <PhotoPrivacyParts overview={overview.data} canBlur={canBlur} />
        )}
      </Stack>
    </Card>
  );
}

function PhotoPrivacyParts({ overview, canBlur }: { overview: PhotoAccessOverview; canBlur: boolean }) {
  const t = useT();
  if (!canBlur) return <SentRequests sent={overview.sent} />;
  return (
    <Stack gap="md">
      {overview.photoBlurred ? null : (
        <Text fz="sm" c="gold.9" fw={600}>
          {t('settings.photoPrivacy.notBlurred')}
        </Text>
      )}
      <MatchesSwitch value={overview.matchesSeePhotos} />
      <Divider />
      <ReceivedRequests received={overview.received} />
      <Divider />
      <PhotoGrants grants={overview.grants} />
      <Divider />
      <PhotoViewsLog />
      {overview.sent.length > 0 ? (
        <>
          <Divider />
          <SentRequests sent={overview.sent} />
        </>
      ) : null}
    </Stack>
  );
}

function MatchesSwitch({ value }: { value: boolean }) {
  const t = useT();
  const update = useUpdatePhotoSettings();
  return (
    <Switch
      checked={update.isPending ? (update.variables?.matchesSeePhotos ?? value) : value}
      onChange={(e) => update.mutate({ matchesSeePhotos: e.currentTarget.checked })}
      disabled={update.isPending}
      label={t('settings.photoPrivacy.matches.label')}
      description={t('settings.photoPrivacy.matches.description')}
      error={update.isError ? errorMessage(update.error, t('settings.photoPrivacy.matches.failed')) : undefined}
      size="md"
    />
  );
}
