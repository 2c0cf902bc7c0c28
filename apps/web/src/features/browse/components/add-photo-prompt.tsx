import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCameraPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import {
  hidePhotoPromptFor,
  moveStoredChoice,
  photoPromptHiddenFor,
  photoPromptHiddenInStorage,
} from '../../../lib/photo-prompt-choice';
import { useHydrated } from '../../../lib/use-hydrated';

/** Opens the own profile with the photo dialog open (features/profile, pages/profile-page.tsx). */
const ADD_PHOTO_PATH = '/profile?photo=add';

/**
 * Suggests adding a photo to a member who has none, above the browse lists; it can be hidden, since
 * a photo is the member's choice (docs/decisions.md "Profile view and wizard (web)").
 */
export function AddPhotoPrompt() {
  const { data: member } = useMe();
  const [hiddenNow, setHiddenMember] = useState<string | null>(null);
  // A choice stored before the cookie is read once the app runs the page: the server could not see it.
  const hydrated = useHydrated();
  const stored = hydrated ? photoPromptHiddenInStorage() : null;
  useEffect(() => {
    if (stored) moveStoredChoice(stored);
  }, [stored]);
  const hiddenMember = hiddenNow ?? photoPromptHiddenFor() ?? stored;
  const titleId = useId();
  const t = useT();
  if (!member || member.photoStatus !== null || hiddenMember === member._id) return null;
  const hide = () => {
    hidePhotoPromptFor(member._id);
    setHiddenMember(member._id);
  };
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
        <CloseButton aria-label={t('browse.photo.hide')} onClick={hide} />
      </Group>
    </Paper>
  );
}
