import { Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { KNOWN_SCAM_NOTE_MAX, type KnownScamImage } from '@mithaq/contracts/safety/photo-flags';
import { useState } from 'react';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAddKnownScamImage, useKnownScamImages, useRemoveKnownScamImage } from '../api/known-scam-images';
import { ImageSide, StaffImage } from './staff-image';

/** An image and the note saying where it was seen; the server checks both and answers in the reader's language. */
function AddForm() {
  const t = useT();
  const [image, setImage] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const add = useAddKnownScamImage();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!image) return;
    add.mutate(
      { image, note },
      {
        onSuccess: () => {
          setImage(null);
          setNote('');
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('admin.scamImages.addHeading')}
        </Title>
        <FileInput
          label={t('admin.scamImages.image')}
          placeholder={t('admin.scamImages.imagePlaceholder')}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          value={image}
          onChange={setImage}
          clearable
          required
        />
        <Textarea
          label={t('admin.scamImages.note')}
          description={t('admin.scamImages.noteHint')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          minRows={2}
          maxLength={KNOWN_SCAM_NOTE_MAX}
          required
        />
        {add.error ? (
          <Text fz="sm" c="red.9" role="alert">
            {errorMessage(add.error, t('admin.errors.addScamImage'))}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" color="emerald.8" loading={add.isPending} disabled={!image || !note.trim()}>
            {t('admin.scamImages.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ImageCard({ image, onRemove }: { image: KnownScamImage; onRemove: () => void }) {
  const t = useT();
  const format = useFormat();
  const date = format.date(image.createdAt);
  return (
    <Card withBorder radius="md" p="sm" component="article">
      <Stack gap="xs">
        <ImageSide
          caption={
            image.addedBy
              ? t('admin.scamImages.addedBy', { name: image.addedBy, date })
              : t('admin.scamImages.addedOn', { date })
          }
        >
          <StaffImage
            path={image.imageRef}
            alt={t('admin.scamImages.alt', { note: image.note })}
            loadingLabel={t('admin.photoFlags.imageLoading')}
            failedText={t('admin.photoFlags.imageFailed')}
          />
        </ImageSide>
        <Text fz="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {image.note}
        </Text>
        <Button variant="outline" color="red.9" size="xs" onClick={onRemove}>
          {t('admin.scamImages.remove')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Known scam photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"): images staff saw
 * in scams; a new member photo that matches one is held with a flag. Removing one asks first.
 */
export function KnownScamImages() {
  const t = useT();
  const images = useKnownScamImages();
  const remove = useRemoveKnownScamImage();
  const [removing, setRemoving] = useState<KnownScamImage | null>(null);
  const close = () => setRemoving(null);
  return (
    <Stack gap="md">
      <Text fz="sm" c="gray.8">
        {t('admin.scamImages.intro')}
      </Text>
      <AddForm />
      {images.isPending ? (
        <LoadingState label={t('admin.scamImages.loading')} />
      ) : images.isError ? (
        <ListError
          message={errorMessage(images.error, t('admin.errors.loadScamImages'))}
          onRetry={() => void images.refetch()}
        />
      ) : images.data.length === 0 ? (
        <Text c="gray.8">{t('admin.scamImages.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {images.data.map((image) => (
            <ImageCard key={image.id} image={image} onRemove={() => setRemoving(image)} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={Boolean(removing)}
        onClose={close}
        title={t('admin.scamImages.removeTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        <Stack gap="md">
          <Text fz="sm">{t('admin.scamImages.removeText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate({ id: removing.id }, { onSuccess: close })}
            >
              {t('admin.scamImages.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
