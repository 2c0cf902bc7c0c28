import { Alert, Box, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPhotoUp, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useCamera } from '../hooks/use-camera';

interface Shot {
  image: Blob;
  url: string;
  fromCamera: boolean;
}

/** The frame of the preview and of the shot, at the camera's own shape (portrait on a phone). */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box maw={360} w="100%" style={{ borderRadius: 12, overflow: 'hidden', lineHeight: 0 }} bg="dark.7">
      {children}
    </Box>
  );
}

/**
 * Takes the selfie with the front camera (a live, mirrored preview; the shot itself is not mirrored)
 * or from a file, shows it with Retake, and hands it to `onSend`. Without a camera, or when the
 * member refuses it, the upload is offered with words that say why.
 */
export function SelfieCapture({ onSend, isSending }: { onSend: (image: Blob) => void; isSending: boolean }) {
  const t = useT();
  const camera = useCamera();
  const [shot, setShot] = useState<Shot | null>(null);

  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const keep = (image: Blob, fromCamera: boolean) => setShot({ image, url: URL.createObjectURL(image), fromCamera });

  const takePhoto = async () => {
    const image = await camera.capture();
    if (!image) return;
    camera.stop();
    keep(image, true);
  };

  const retake = () => {
    const fromCamera = shot?.fromCamera ?? false;
    setShot(null);
    if (fromCamera) void camera.start();
  };

  if (shot) {
    return (
      <Stack gap="sm">
        <Frame>
          <Image src={shot.url} alt={t('verification.selfie.shotAlt')} w="100%" h="auto" mah="60vh" fit="contain" />
        </Frame>
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={isSending}
            onClick={() => onSend(shot.image)}
          >
            {t('verification.selfie.send')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            disabled={isSending}
            onClick={retake}
          >
            {t('verification.selfie.retake')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const { state } = camera;
  return (
    <Stack gap="sm">
      {state.phase === 'live' || state.phase === 'starting' ? (
        <>
          <Frame>
            <Box
              component="video"
              ref={camera.videoRef}
              autoPlay
              muted
              playsInline
              aria-label={t('verification.selfie.preview')}
              style={{ width: '100%', maxHeight: '60vh', objectFit: 'contain', transform: 'scaleX(-1)' }}
            />
          </Frame>
          <Group gap="sm">
            <Button
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => void takePhoto()}
              loading={state.phase === 'starting'}
            >
              {t('verification.selfie.takePhoto')}
            </Button>
            <Button variant="default" leftSection={<IconCameraOff size={18} aria-hidden />} onClick={camera.stop}>
              {t('verification.selfie.closeCamera')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm">
          <Button leftSection={<IconCamera size={18} aria-hidden />} onClick={() => void camera.start()}>
            {t('verification.selfie.openCamera')}
          </Button>
        </Group>
      )}
      {state.phase === 'failed' ? (
        <Alert color="gold" variant="light" radius="md" icon={<IconCameraOff size={18} />} p="sm" role="alert">
          <Text fz="sm" c="#1f2a27">
            {t(`verification.selfie.camera.${state.problem}`)} {t('verification.selfie.camera.uploadInstead')}
          </Text>
        </Alert>
      ) : null}
      <FileInput
        label={t('verification.selfie.uploadLabel')}
        placeholder={t('verification.selfie.uploadPlaceholder')}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        value={null}
        onChange={(file) => {
          if (!file) return;
          camera.stop();
          keep(file, false);
        }}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        // Mantine's placeholder grey is 2:1 on white; WCAG AA asks 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </Stack>
  );
}
