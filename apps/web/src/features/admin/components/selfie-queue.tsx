import { Trans } from '@lingui/react';
import { AspectRatio, Badge, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SelfieSubmission } from '@mithaq/contracts/selfie';
import { useEffect, useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { fetchStaffFile } from '../api/admin-request';
import { useDecideSelfie, useSelfieQueue } from '../api/selfies';
import { Decision, REVIEW_FILTERS, StatusFilter, Who } from './review-queues';

/** One side of the comparison: a caption over a 3:4 frame, so both sides line up. */
function Side({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="figure" m={0} style={{ minWidth: 0 }}>
      <AspectRatio ratio={3 / 4} style={{ borderRadius: 8, overflow: 'hidden' }} bg="gray.1">
        {children}
      </AspectRatio>
      <Text component="figcaption" fz="xs" fw={600} c="gray.8" ta="center">
        {caption}
      </Text>
    </Stack>
  );
}

/** The decrypted selfie, fetched with the staff token (each opening is audited), kept as a blob address. */
function SelfieImage({ imageRef, alt }: { imageRef: string; alt: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchStaffFile(imageRef)
      .then((res) => res.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [imageRef]);
  if (failed) {
    return (
      <Center p="xs">
        <Text fz="xs" c="red.9" ta="center">
          {t('admin.selfie.imageFailed')}
        </Text>
      </Center>
    );
  }
  if (!src) {
    return (
      <Center>
        <Loader size="sm" color="emerald.8" aria-label={t('admin.selfie.imageLoading')} />
      </Center>
    );
  }
  return <Image src={src} alt={alt} fit="cover" />;
}

function Comparison({ item }: { item: SelfieSubmission }) {
  const t = useT();
  const name = item.user.fullName;
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Side caption={t('admin.selfie.selfieHeading')}>
        {item.selfie.imageRef ? (
          // A new selfie of the same member has the same address: its time makes it a new image.
          <SelfieImage
            key={item.selfie.uploadedAt}
            imageRef={item.selfie.imageRef}
            alt={t('admin.selfie.selfieAlt', { name })}
          />
        ) : (
          <Center p="xs">
            <Text fz="xs" c="gray.8" ta="center">
              {t('admin.selfie.erased')}
            </Text>
          </Center>
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
          <Center p="xs">
            <Text fz="xs" c="gray.8" ta="center">
              {t('admin.selfie.noPhoto')}
            </Text>
          </Center>
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
