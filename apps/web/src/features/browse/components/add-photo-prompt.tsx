import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCameraPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { hidePhotoPromptFor, photoPromptHiddenFor } from '../../../lib/photo-prompt-choice';

/** Opens the own profile with the photo dialog open (features/profile, pages/profile-page.tsx). */
const ADD_PHOTO_PATH = '/profile?photo=add';

/**
 * Suggests adding a photo to a member who has none, above the browse lists; it can be hidden, since
 * a photo is the member's choice (docs/decisions/0008-profile-view-and-wizard-web.md).
 */
export function AddPhotoPrompt() {
  const { data: member } = useMe();
  const [hiddenNow, setHiddenMember] = useState<string | null>(null);
  // The same cookie on the server that drew the page and in the browser's first render.
  const hiddenMember = hiddenNow ?? photoPromptHiddenFor();
  const titleId = useId();
  const t = useT();
  if (!member || member.photoStatus !== null || hiddenMember === member._id) return null;
  const hide = () => {
    setHiddenMember(member._id);
    // Written at once, before any navigation can follow, so the next page is drawn without it.
    hidePhotoPromptFor(member._id);
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
