import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCameraPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/** Opens the own profile with the photo dialog open (features/profile, pages/profile-page.tsx). */
const ADD_PHOTO_PATH = '/profile?photo=add';

/** The suggestion itself: why a photo helps, the way to add one, and a button to hide it. */
export function PhotoPromptCard({ onHide }: { onHide: () => void }) {
  const titleId = useId();
  const t = useT();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" mb="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="emerald" visibleFrom="xs">
          <IconCameraPlus size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text id={titleId} fw={700}>
            {t('browse.photo.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('browse.photo.body')}
          </Text>
          <Group mt={6}>
            <Button component={Link} to={ADD_PHOTO_PATH} size="sm" leftSection={<IconCameraPlus size={16} />}>
              {t('browse.photo.action')}
            </Button>
          </Group>
        </Stack>
        <CloseButton aria-label={t('browse.photo.hide')} onClick={onHide} />
      </Group>
    </Paper>
  );
}
