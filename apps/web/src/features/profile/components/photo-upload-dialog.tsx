import { Button, Center, FileInput, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_PHOTO_BYTES } from '@mithaq/contracts/media';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';
import classes from '../profile.module.css';

interface PhotoUploadDialogProps {
  opened: boolean;
  onClose: () => void;
}

const MAX_MB = Math.round(MAX_PHOTO_BYTES / (1024 * 1024));

/** Checked before upload so a member is not kept waiting for a refusal; the server checks again. */
function fileProblem(t: Translate, file: File): string | null {
  if (!file.type.startsWith('image/')) return t('profile.photo.notAnImage');
  if (file.size > MAX_PHOTO_BYTES) return t('profile.photo.tooLarge', { max: MAX_MB });
  return null;
}

/** 'Update Profile Picture': choose an image, preview it, Save ('Saving...') or Cancel (spec section 2). */
export function PhotoUploadDialog({ opened, onClose }: PhotoUploadDialogProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const problem = file ? fileProblem(t, file) : null;

  useEffect(() => {
    if (!file || problem) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, problem]);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    upload.reset();
    onClose();
  };

  const save = () => {
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        notifications.show({ message: t('profile.toast.photoUpdated'), color: 'emerald' });
        setFile(null);
        onClose();
      },
      onError: (error) =>
        notifications.show({ message: errorMessage(error, t('profile.toast.photoUpdateFailed')), color: 'red' }),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('profile.photo.title')} centered className={classes.readable}>
      <Stack>
        <FileInput
          label={t('profile.photo.chooseLabel')}
          placeholder={t('profile.photo.choosePlaceholder')}
          accept="image/*"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconPhoto size={18} />}
          error={problem}
          description={t('profile.photo.description', { max: MAX_MB })}
        />
        <Center mih={160} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {preview ? (
            <Image src={preview} alt={t('profile.photo.previewAlt')} h={160} w={160} radius={160} fit="cover" />
          ) : (
            <Text size="sm" c="gray.7">
              {t('profile.photo.previewEmpty')}
            </Text>
          )}
        </Center>
        {upload.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(upload.error, t('profile.toast.photoUpdateFailed'))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            {t('profile.form.cancel')}
          </Button>
          <Button onClick={save} disabled={!file || Boolean(problem) || upload.isPending}>
            {upload.isPending ? t('profile.form.saving') : t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
