import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { notifySuccess } from '../../../lib/notify';
import { currentPromptContext, mayOfferPushPrompt, rememberNotNow } from './prompt-rules';
import classes from './push-prompt.module.css';
import { pushErrorText } from './push-texts';
import { PushSetupError, usePushSubscription } from './use-push-subscription';

/**
 * The card offering push notifications after a meaningful moment (push-prompt-host.tsx): the site's
 * own question, so the browser's is asked only when the member says yes. Not modal: it sits at the
 * bottom of the screen, takes the focus when it appears (so keyboard and screen reader users find
 * it), and gives it back when it goes.
 */
export function PushPrompt({ onClose }: { onClose: () => void }) {
  const t = useT();
  const push = usePushSubscription();
  const titleId = useId();
  const bodyId = useId();
  const card = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    returnFocus.current = document.activeElement;
    card.current?.focus();
  }, []);

  // Already subscribed here, or the site has no push key: nothing to offer.
  useEffect(() => {
    if (push.subscribed || push.configured === false) onClose();
  }, [push.subscribed, push.configured, onClose]);

  const close = () => {
    if (returnFocus.current instanceof HTMLElement && returnFocus.current.isConnected) returnFocus.current.focus();
    onClose();
  };
  const notNow = () => {
    rememberNotNow(Date.now());
    close();
  };
  const turnOn = () =>
    void push
      .subscribe()
      .then(() => {
        notifySuccess(t('notifications.push.enabled'));
        close();
      })
      .catch((error: unknown) => {
        // A closed browser question counts as 'Not now'; a refusal leaves the permission denied,
        // which keeps the card away by itself; any other failure is shown in the card.
        if (error instanceof PushSetupError && error.problem === 'dismissed') notNow();
        else if (error instanceof PushSetupError && error.problem === 'blocked') close();
      });

  const error = pushErrorText(t, push.error);
  return (
    <Paper
      ref={card}
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      className={classes.card}
      withBorder
      shadow="lg"
      radius="lg"
      p="md"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="emerald" visibleFrom="xs">
          <IconBell size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text id={titleId} fw={700}>
            {t('notifications.push.prompt.title')}
          </Text>
          <Text id={bodyId} size="sm" c="gray.7">
            {t('notifications.push.prompt.body')}
          </Text>
          {error && (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group gap="sm" mt={4}>
            <Button
              size="sm"
              onClick={turnOn}
              loading={push.isPending}
              leftSection={<IconBell size={16} aria-hidden />}
            >
              {t('notifications.push.prompt.enable')}
            </Button>
            <Button size="sm" variant="subtle" onClick={notNow} disabled={push.isPending}>
              {t('notifications.push.prompt.notNow')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Shows the card when the rules allow it at this moment (prompt-rules.ts); each new moment (`round`)
 * asks again, and a card already open stays as it is.
 */
export function PushOffer({ round }: { round: number }) {
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each round is a new moment to check
  useEffect(() => {
    if (mayOfferPushPrompt(currentPromptContext())) setOpen(true);
  }, [round]);
  const close = useCallback(() => setOpen(false), []);
  return open ? <PushPrompt onClose={close} /> : null;
}
