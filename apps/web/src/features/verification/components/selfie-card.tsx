import { Trans } from '@lingui/react';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import type { SelfieChallenge, SelfieStatus } from '@mithaq/contracts/selfie';
import { IconInfoCircle, IconUserScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useRequestSelfieChallenge } from '../api/get-selfie-challenge';
import { useUploadSelfie } from '../api/upload-selfie';
import { idStatusColor } from '../lib/contact-rules';
import { SelfieCapture } from './selfie-capture';
import { CardMessage, type CardMessageProps, VerificationCard } from './verification-parts';

/** The pose to hold, large enough to read while holding the phone at arm's length. */
function PoseToHold({ challenge }: { challenge: SelfieChallenge }) {
  const t = useT();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="sm" bg="emerald.0" role="status">
      <Text fz="xs" fw={700} tt="uppercase" c="emerald.9">
        {t('verification.selfie.poseHeading')}
      </Text>
      <Text fz="lg" fw={700} c="#1f2a27" mt={2}>
        {t(`options.selfiePose.${challenge.pose}`)}
      </Text>
      <Text fz="xs" c="gray.8" mt={4}>
        {t('verification.selfie.poseValidUntil', { time: format.time(challenge.expiresAt) })}
      </Text>
    </Paper>
  );
}

/**
 * The fourth card (docs/decisions/0033-selfie-verification.md): the server's pose, the selfie by camera or
 * file, then the review's outcome. The selfie is seen by staff only and erased 30 days after review.
 */
export function SelfieCard({ selfie }: { selfie: SelfieStatus }) {
  const t = useT();
  const [message, setMessage] = useState<CardMessageProps>({});
  const ask = useRequestSelfieChallenge();
  const upload = useUploadSelfie();
  const challenge = ask.data ?? null;
  const canTake = selfie.status !== 'verified' || selfie.recheck === 'retake';

  const askForPose = () => {
    setMessage({});
    ask.mutate(undefined, {
      onError: (e) => setMessage({ error: errorMessage(e, t('verification.selfie.poseFailed')) }),
    });
  };

  const send = (image: Blob) => {
    if (!challenge) return;
    upload.mutate(
      { challengeId: challenge.challengeId, image },
      {
        onSuccess: () => {
          ask.reset();
          setMessage({ success: t('verification.selfie.sent') });
        },
        onError: (e) => setMessage({ error: errorMessage(e, t('verification.selfie.sendFailed')) }),
      },
    );
  };

  return (
    <VerificationCard
      title={t('verification.selfie.title')}
      titleId="verify-selfie-title"
      status={
        <Badge color={selfie.status === 'none' ? 'gray.7' : idStatusColor(selfie.status)} variant="filled">
          {t(`verification.selfie.status.${selfie.status}`)}
        </Badge>
      }
    >
      <Text fz="sm" c="gray.9">
        {t('verification.selfie.intro')}
      </Text>
      {selfie.notes && selfie.status !== 'pending' ? (
        <Text fz="sm" c="gray.9">
          <Trans id="verification.id.reviewerNote" values={{ note: selfie.notes }} components={{ 0: <bdi /> }} />
        </Text>
      ) : null}
      {selfie.recheck !== 'none' ? (
        <Alert color="gold" variant="light" radius="md" icon={<IconInfoCircle size={18} />} p="sm">
          <Text fz="sm" c="#1f2a27">
            {t(`verification.selfie.recheck.${selfie.recheck}`)}
          </Text>
        </Alert>
      ) : null}
      {selfie.status === 'pending' && !challenge ? (
        <Text fz="sm" c="gray.8">
          {t('verification.selfie.pending')}
        </Text>
      ) : null}
      {selfie.status === 'verified' && selfie.recheck === 'none' ? (
        <Text fz="sm" c="gray.8">
          {t('verification.selfie.verified')}
        </Text>
      ) : null}
      {canTake && challenge ? (
        <Stack gap="sm">
          <PoseToHold challenge={challenge} />
          <SelfieCapture onSend={send} isSending={upload.isPending} />
          <Button
            variant="subtle"
            color="dark"
            onClick={askForPose}
            loading={ask.isPending}
            style={{ alignSelf: 'start' }}
          >
            {t('verification.selfie.newPose')}
          </Button>
        </Stack>
      ) : canTake ? (
        <Button
          leftSection={<IconUserScan size={18} aria-hidden />}
          onClick={askForPose}
          loading={ask.isPending}
          style={{ alignSelf: 'start' }}
        >
          {selfie.status === 'none' ? t('verification.selfie.start') : t('verification.selfie.startAgain')}
        </Button>
      ) : null}
      <CardMessage {...message} />
    </VerificationCard>
  );
}
