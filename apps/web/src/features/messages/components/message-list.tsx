import { Anchor, Button, Center, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { Message } from '@mithaq/contracts/messaging';
import { IconHistory, IconLock, IconMoodHappy } from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { formatDay, isSameDay } from '../lib/format-time';
import { MessageBubble } from './message-bubble';
import classes from './messages.module.css';

/** Within this many pixels of the bottom the reader is following along, so new messages scroll in. */
const FOLLOW_PX = 120;

interface MessageListProps {
  messages: Message[];
  viewerId: string | null;
  otherName: string;
  /** What an empty thread says after 'No messages yet.' (lib/thread-access.ts). */
  emptyNote: 'salaam' | 'upgrade' | 'none';
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The thread's messages, oldest first, with a divider per day. It opens at the newest; new ones
 * scroll in if the reader is at the bottom (or sent them); loading older ones keeps the view still.
 * Messages received while open are read out politely (WCAG 4.1.3) from a separate live region, so
 * loading older pages is not announced.
 */
export function MessageList({
  messages,
  viewerId,
  otherName,
  emptyNote,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);
  const known = useRef<Set<string> | null>(null);
  const lastNewestId = useRef<string | null>(null);
  const keepFromBottom = useRef<number | null>(null);
  const isAtBottom = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  const t = useT();
  const format = useFormat();
  const newest = messages[messages.length - 1];

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      // Older messages were added above: stay where the reader was.
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
    const newestId = newest?._id ?? null;
    if (newestId === lastNewestId.current) return;
    const isFirst = lastNewestId.current === null;
    lastNewestId.current = newestId;
    const isOwn = newest?.sender === viewerId;
    if (isFirst || isOwn || isAtBottom.current) el.scrollTop = el.scrollHeight;
  });

  const trackScroll = () => {
    const el = scroller.current;
    if (el) isAtBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
  };

  useEffect(() => {
    const ids = new Set(messages.map((m) => m._id));
    if (known.current === null) {
      known.current = ids;
      return;
    }
    const arrived = messages.filter((m) => !known.current?.has(m._id) && m.sender !== viewerId);
    known.current = ids;
    const latest = arrived[arrived.length - 1];
    // Only a message at the end is news; an older page arrives at the top.
    if (!latest || latest._id !== newest?._id) return;
    const words = latest.content ?? t('messages.list.lockedMessage');
    setAnnouncement(t('messages.list.announcement', { name: isolate(otherName), words }));
  }, [messages, newest, otherName, viewerId, t]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  return (
    // Focusable so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    <section
      className={classes.messages}
      ref={scroller}
      onScroll={trackScroll}
      aria-label={t('messages.list.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {hasOlder && (
        <Center mb="sm">
          <Button
            variant="default"
            size="xs"
            radius="xl"
            leftSection={<IconHistory size={14} />}
            loading={isLoadingOlder}
            onClick={loadOlder}
          >
            {t('messages.list.loadOlder')}
          </Button>
        </Center>
      )}
      {messages.length === 0 ? (
        <EmptyThread note={emptyNote} />
      ) : (
        <ol className={classes.messageList}>
          {messages.map((m, i) => {
            const previous = messages[i - 1];
            const newDay = !previous || !isSameDay(previous.createdAt, m.createdAt);
            return (
              <Fragment key={m._id}>
                {newDay && (
                  <li className={classes.dayDivider} aria-hidden>
                    {formatDay(m.createdAt, t, format)}
                  </li>
                )}
                <MessageBubble message={m} viewerId={viewerId} otherName={otherName} />
              </Fragment>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Spec section 2: 'No messages yet. Be the first to say salaam!' only to a member who can send. */
function EmptyThread({ note }: { note: MessageListProps['emptyNote'] }) {
  const t = useT();
  const isUpgrade = note === 'upgrade';
  return (
    <Center h="100%">
      <Stack align="center" gap="xs" ta="center" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" color={isUpgrade ? 'gold' : 'emerald'} aria-hidden>
          {isUpgrade ? <IconLock size={28} /> : <IconMoodHappy size={28} />}
        </ThemeIcon>
        <Text fw={600}>
          {note === 'salaam' ? t('messages.thread.sayingSalaam') : t('messages.thread.noMessagesYet')}
        </Text>
        {isUpgrade && (
          <Anchor component={Link} to="/premium" fw={600} c="gold.9" underline="always">
            {t('messages.thread.upgradeToSend')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
