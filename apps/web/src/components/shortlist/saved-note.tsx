import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { SAVED_NOTE_MAX_LENGTH } from '@mithaq/contracts/shortlist';
import { IconNote, IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';
import { saveNote } from '../../lib/shortlist/save-member';
import { CountedTextarea } from '../counted-textarea';

interface SavedNoteProps {
  member: { _id: string; fullName: string };
  /** The note as the server has it ('' when none). */
  note: string;
}

/**
 * The private note on a saved member, on the Saved list and on their profile: read, then edited in
 * place (up to SAVED_NOTE_MAX_LENGTH characters) and saved with `PUT /api/shortlist/{id}`. Saving,
 * saved and a failure are said where the note is; only the member who wrote it ever sees it.
 */
export function SavedNote({ member, note }: SavedNoteProps) {
  const t = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const save = useMutation({ mutationFn: (text: string) => saveNote(client, member._id, text) });
  const isEditing = draft !== null;

  const stopEditing = () => {
    setDraft(null);
    // Back to the button that opened the editor, which replaces it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const submit = () => {
    if (draft === null) return;
    save.mutate(draft.trim(), { onSuccess: stopEditing });
  };

  return (
    <Stack gap={6}>
      {isEditing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <CountedTextarea
              label={t('shortlist.note.label')}
              placeholder={t('shortlist.note.placeholder')}
              max={SAVED_NOTE_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') stopEditing();
              }}
              autosize
              minRows={2}
              maxRows={6}
              dir="auto"
              data-autofocus
              autoFocus
            />
            <Group gap="xs">
              <Button type="submit" size="compact-md" loading={save.isPending}>
                {t('shortlist.note.save')}
              </Button>
              <Button type="button" size="compact-md" variant="default" onClick={stopEditing} disabled={save.isPending}>
                {t('shortlist.note.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          {note && (
            // Bordered, so it stands out on a white card and on the profile's grey panel alike.
            <Box
              bg="white"
              px="sm"
              py={6}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text size="xs" fw={600} c="gray.7">
                {t('shortlist.note.label')}
              </Text>
              <Text size="sm" c="gray.9" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note}
              </Text>
            </Box>
          )}
          <Group>
            <Button
              ref={editButton}
              variant="subtle"
              size="compact-sm"
              leftSection={note ? <IconPencil size={16} aria-hidden /> : <IconNote size={16} aria-hidden />}
              aria-label={t(note ? 'shortlist.note.editLabel' : 'shortlist.note.addLabel', { name: member.fullName })}
              onClick={() => {
                save.reset();
                setDraft(note);
              }}
            >
              {t(note ? 'shortlist.note.edit' : 'shortlist.note.add')}
            </Button>
          </Group>
        </>
      )}
      {/* One live region for the outcome, there before it changes so that it is read out. */}
      <div role="status" aria-live="polite">
        {save.isSuccess && !isEditing && (
          <Text size="sm" c="emerald.8">
            {t(save.data ? 'shortlist.note.saved' : 'shortlist.note.cleared')}
          </Text>
        )}
      </div>
      {save.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(save.error, t('shortlist.note.failed'))}
        </Text>
      )}
    </Stack>
  );
}
