import { Button, Group, Paper, Text } from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';
import { IconBookmark, IconEyeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { SavedNote } from '../../../components/shortlist/saved-note';
import { isolate } from '../../../i18n/bidi';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { hideMember, showMemberAgain } from '../../../lib/shortlist/not-interested';
import { setSaved } from '../../../lib/shortlist/save-member';

type Pending = 'hide' | 'undo' | null;

/** A failure's toast: the server's message, else the catalog's. */
function useFailure() {
  const t = useT();
  return (key: string, name: string) => (error: unknown) =>
    notifyError(t('profile.shortlist.failedTitle'), errorMessage(error, t(key, { name })));
}

/** Save / Saved on another member's profile, and the private note once saved. */
export function SaveAction({ profile }: { profile: ViewedProfile }) {
  const t = useT();
  const client = useQueryClient();
  const fail = useFailure();
  const [pending, setPending] = useState(false);
  const { saved, note } = profile.relationship;
  const toggle = () => {
    if (pending) return;
    setPending(true);
    setSaved(client, profile._id, !saved)
      .catch(fail(saved ? 'profile.shortlist.unsaveFailed' : 'profile.shortlist.saveFailed', isolate(profile.fullName)))
      .finally(() => setPending(false));
  };
  return (
    <>
      <Group>
        <Button
          variant={saved ? 'light' : 'default'}
          leftSection={<IconBookmark size={18} fill={saved ? 'currentColor' : 'none'} aria-hidden />}
          aria-pressed={saved}
          onClick={toggle}
        >
          {t(saved ? 'profile.shortlist.saved' : 'profile.shortlist.save')}
        </Button>
      </Group>
      {saved && <SavedNote member={profile} note={note} />}
    </>
  );
}

/**
 * "Not interested": the member leaves the viewer's lists; the profile then says so, with Undo. The
 * focus follows the control that replaces the one pressed.
 */
export function NotInterestedAction({ profile }: { profile: ViewedProfile }) {
  const t = useT();
  const client = useQueryClient();
  const fail = useFailure();
  const [pending, setPending] = useState<Pending>(null);
  const moved = useRef(false);
  const hideButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const noticeId = useId();
  const { notInterested } = profile.relationship;
  const name = isolate(profile.fullName);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (notInterested ? undoButton : hideButton).current?.focus();
  }, [notInterested]);

  const run = (kind: Pending, work: Promise<void>, failureKey: string) => {
    setPending(kind);
    moved.current = true;
    work.catch(fail(failureKey, name)).finally(() => setPending(null));
  };

  if (notInterested) {
    return (
      <Paper withBorder p="sm" radius="md" bg="white" w="100%">
        <Group justify="space-between" gap="sm">
          <Text id={noticeId} size="sm" c="gray.9">
            {t('profile.shortlist.hidden', { name })}
          </Text>
          <Button
            ref={undoButton}
            // Read with the notice when the focus lands on it.
            aria-describedby={noticeId}
            size="compact-sm"
            variant="light"
            loading={pending === 'undo'}
            onClick={() => run('undo', showMemberAgain(client, profile._id), 'profile.shortlist.undoFailed')}
          >
            {t('profile.shortlist.undo')}
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Button
      ref={hideButton}
      variant="subtle"
      color="gray"
      c="gray.8"
      size="compact-sm"
      leftSection={<IconEyeOff size={16} aria-hidden />}
      loading={pending === 'hide'}
      onClick={() => run('hide', hideMember(client, profile._id), 'profile.shortlist.hideFailed')}
    >
      {t('profile.shortlist.notInterested')}
    </Button>
  );
}
