import { Trans } from '@lingui/react';
import { Badge, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PhotoSubmission } from '@mithaq/contracts/admin';
import { NEAR_IDENTICAL_MAX_DISTANCE, type PhotoFlag } from '@mithaq/contracts/safety/photo-flags';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmFlag, useDismissFlag } from '../api/photo-flags';
import { MemberNotes } from './member-notes';
import { ImageSide, NoImage, StaffImage } from './staff-image';

/** What the flagged photo matched, as the flag's badge says it: "Also on Maryam K." or "Matches a known scam photo". */
function Headline({ flag }: { flag: PhotoFlag }) {
  const t = useT();
  const { source, member } = flag.matched;
  if (source === 'known-scam') return <>{t('admin.photoFlags.knownScam')}</>;
  if (!member) return <>{t('admin.photoFlags.alsoOnDeleted')}</>;
  return (
    <Trans
      id={source === 'selfie' ? 'admin.photoFlags.alsoOnSelfie' : 'admin.photoFlags.alsoOn'}
      values={{ name: member.fullName }}
      components={{ 0: <bdi /> }}
    />
  );
}

function MatchedImage({ flag }: { flag: PhotoFlag }) {
  const t = useT();
  const { source, member, photoUrl, imageRef, unavailable, note } = flag.matched;
  const name = member?.fullName ?? '';
  const alt =
    source === 'known-scam'
      ? t('admin.scamImages.alt', { note: note ?? '' })
      : source === 'selfie'
        ? t('admin.selfie.selfieAlt', { name })
        : t('admin.selfie.photoAlt', { name });
  if (photoUrl) return <Image src={photoUrl} alt={alt} fit="cover" />;
  if (imageRef) {
    return (
      <StaffImage
        path={imageRef}
        alt={alt}
        loadingLabel={t('admin.photoFlags.imageLoading')}
        failedText={t('admin.photoFlags.imageFailed')}
      />
    );
  }
  return <NoImage text={t(unavailable === 'restricted' ? 'admin.photoFlags.restricted' : 'admin.photoFlags.gone')} />;
}

/** Dismiss (a false match) or Confirm, which rejects the photo with the notes the member reads. */
function FlagDecision({ flag, userId }: { flag: PhotoFlag; userId: string }) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const hintId = useId();
  const dismiss = useDismissFlag();
  const confirm = useConfirmFlag();
  const failed = dismiss.error ?? confirm.error;
  const busy = dismiss.isPending || confirm.isPending;
  const hasNotes = notes.trim().length > 0;
  return (
    <Stack gap="xs">
      <MemberNotes
        value={notes}
        onChange={setNotes}
        label={t('admin.photoFlags.confirmNotes')}
        description={t('admin.photoFlags.notesHint')}
      />
      <Group gap="sm">
        <Button
          variant="default"
          loading={dismiss.isPending}
          disabled={busy}
          onClick={() => dismiss.mutate({ flagId: flag.id, userId })}
        >
          {t('admin.photoFlags.dismiss')}
        </Button>
        <Button
          color="red.9"
          loading={confirm.isPending}
          disabled={busy || !hasNotes}
          aria-describedby={hasNotes ? undefined : hintId}
          onClick={() => confirm.mutate({ flagId: flag.id, userId, notes })}
        >
          {t('admin.photoFlags.confirm')}
        </Button>
      </Group>
      {hasNotes ? null : (
        <Text id={hintId} fz="xs" c="gray.8">
          {t('admin.photoFlags.confirmNeedsNotes')}
        </Text>
      )}
      {failed ? (
        <Text fz="sm" c="red.9" role="alert">
          {errorMessage(failed, t('admin.errors.flagDecision'))}
        </Text>
      ) : null}
    </Stack>
  );
}

const MATCHED_CAPTION = {
  photo: 'admin.photoFlags.theirPhoto',
  selfie: 'admin.photoFlags.theirSelfie',
  'known-scam': 'admin.photoFlags.knownImage',
} as const;

function FlagSection({ flag, submission }: { flag: PhotoFlag; submission: PhotoSubmission }) {
  const t = useT();
  const isOpen = flag.status === 'open';
  const headingId = useId();
  const similarity =
    flag.distance <= NEAR_IDENTICAL_MAX_DISTANCE
      ? t('admin.photoFlags.nearIdentical')
      : t('admin.photoFlags.verySimilar');
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap={6} wrap="wrap">
        <Badge id={headingId} color="red.9" variant={isOpen ? 'filled' : 'outline'} tt="none" size="lg">
          <Headline flag={flag} />
        </Badge>
        <Badge color="gold.9" variant="outline" tt="none">
          {similarity} · {t('admin.photoFlags.distance', { distance: flag.distance })}
        </Badge>
        {isOpen ? null : (
          <Badge color="gray.7" variant="outline" tt="none">
            {t(`admin.photoFlags.status.${flag.status}`)}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <ImageSide caption={t('admin.photoFlags.thisPhoto')}>
          <Image
            src={submission.photoUrl}
            alt={t('admin.review.photoAlt', { name: submission.user.fullName })}
            fit="cover"
          />
        </ImageSide>
        <ImageSide caption={t(MATCHED_CAPTION[flag.matched.source])}>
          <MatchedImage flag={flag} />
        </ImageSide>
      </SimpleGrid>
      {flag.matched.note ? (
        <Text fz="xs" c="gray.8">
          {t('admin.photoFlags.seenNote')} <bdi>{flag.matched.note}</bdi>
        </Text>
      ) : null}
      {isOpen ? <FlagDecision flag={flag} userId={submission.userId} /> : null}
    </Stack>
  );
}

/**
 * A photo found to match other images (docs/decisions/0066-catching-scammers-early.md "Reused photos"):
 * each match beside the photo, nearest first, with Dismiss flag and Confirm (reject) while it is open.
 */
export function PhotoFlags({ submission }: { submission: PhotoSubmission }) {
  return (
    <Stack gap="md">
      {submission.flags.map((flag) => (
        <FlagSection key={flag.id} flag={flag} submission={submission} />
      ))}
    </Stack>
  );
}
