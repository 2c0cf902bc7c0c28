import { Trans } from '@lingui/react';
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SelfieSubmission } from '@mithaq/contracts/selfie';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useDecideSelfie, useSelfieQueue } from '../api/selfies';
import { Decision, REVIEW_FILTERS, StatusFilter, Who } from './review-queues';
import { NoImage, ImageSide as Side, StaffImage } from './staff-image';

function Comparison({ item }: { item: SelfieSubmission }) {
  const t = useT();
  const name = item.user.fullName;
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Side caption={t('admin.selfie.selfieHeading')}>
        {item.selfie.imageRef ? (
          // A new selfie of the same member has the same address: its time makes it a new image.
          <StaffImage
            key={item.selfie.uploadedAt}
            path={item.selfie.imageRef}
            alt={t('admin.selfie.selfieAlt', { name })}
            loadingLabel={t('admin.selfie.imageLoading')}
            failedText={t('admin.selfie.imageFailed')}
          />
        ) : (
          <NoImage text={t('admin.selfie.erased')} />
        )}
      </Side>
      {item.photos.length > 0 ? (
        item.photos.map((photo) => (
          <Side
            key={photo.url}
            caption={`${t('admin.selfie.photoHeading')} · ${t(`admin.reviewStatus.${photo.status}`)}`}
          >
            <Image src={photo.url} alt={t('admin.selfie.photoAlt', { name })} fit="cover" />
          </Side>
        ))
      ) : (
        <Side caption={t('admin.selfie.photoHeading')}>
          <NoImage text={t('admin.selfie.noPhoto')} />
        </Side>
      )}
    </SimpleGrid>
  );
}

/**
 * Selfie approval: each selfie beside the member's current photo, with the pose that was asked, then
 * Approve (verified) or Reject with notes for the member.
 */
export function SelfieQueue() {
  const t = useT();
  const format = useFormat();
  const [status, setStatus] = useState<(typeof REVIEW_FILTERS)[number]>('pending');
  const queue = useSelfieQueue(status);
  const decide = useDecideSelfie();
  return (
    <Stack gap="md">
      <StatusFilter value={status} onChange={setStatus} options={REVIEW_FILTERS} />
      <Text fz="sm" c="gray.8">
        {t('admin.selfie.compareHint')}
      </Text>
      {queue.isPending ? (
        <LoadingState label={t('admin.selfie.loading')} />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, t('admin.errors.loadSelfies'))}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.length === 0 ? (
        <Text c="gray.8">{t('admin.selfie.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {queue.data.map((item) => (
            <Card key={item.userId} withBorder radius="md" p="md" component="article" aria-label={item.user.fullName}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Who user={item.user} />
                  <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                    {t(`admin.reviewStatus.${item.selfie.status}`)}
                  </Badge>
                </Group>
                {item.selfie.recheckSince || item.womenReviewersOnly ? (
                  <Group gap="xs">
                    {item.selfie.recheckSince ? (
                      <Badge color="gold.9" variant="outline">
                        {t('admin.selfie.recheck')}
                      </Badge>
                    ) : null}
                    {item.womenReviewersOnly ? (
                      <Badge color="grape.9" variant="outline">
                        {t('admin.selfie.womenOnly')}
                      </Badge>
                    ) : null}
                  </Group>
                ) : null}
                <Text fz="sm" c="gray.9">
                  <Trans
                    id="admin.selfie.poseAsked"
                    values={{ pose: t(`options.selfiePose.${item.selfie.pose}`) }}
                    components={{ 0: <strong /> }}
                  />
                </Text>
                <Comparison item={item} />
                <Text fz="xs" c="gray.7">
                  {t('admin.selfie.taken', { date: format.dateTime(item.selfie.uploadedAt) })}
                </Text>
                {item.selfie.notes ? (
                  <Text fz="xs" c="gray.8" dir="auto">
                    {item.selfie.notes}
                  </Text>
                ) : null}
                {item.selfie.imageRef ? (
                  <Decision
                    busy={decide.isPending && decide.variables?.userId === item.userId}
                    onDecide={(ok, notes) =>
                      decide.mutate({ userId: item.userId, status: ok ? 'verified' : 'rejected', notes })
                    }
                  />
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
