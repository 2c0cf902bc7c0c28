import { VisuallyHidden } from '@mantine/core';
import { detectMoneyRequest, type Message } from '@mithaq/contracts';
import { IconLock } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { formatClock, formatFull } from '../lib/format-time';
import { tickState } from '../lib/ticks';
import { MessageTicks } from './message-ticks';
import classes from './messages.module.css';
import { SafetyNote } from './safety-note';

/** Placeholder words for a locked message: the server sent none, so a blurred shape stands in. */
const PLACEHOLDERS = [
  'Assalamu alaikum, I hope you and your family are well.',
  'JazakAllah khair for your reply.',
  'It was lovely to read about your family. Where did you study?',
  'Insha Allah we can talk more this weekend.',
  'My parents would like to speak with yours soon.',
];

function placeholderFor(id: string): string {
  let sum = 0;
  for (const ch of id) sum += ch.charCodeAt(0);
  return PLACEHOLDERS[sum % PLACEHOLDERS.length] ?? '';
}

interface MessageBubbleProps {
  message: Message;
  viewerId: string | null;
  otherName: string;
}

/** One message: its words (or a blurred placeholder when locked), time, and ticks on the viewer's own. */
export const MessageBubble = memo(function MessageBubble({ message, viewerId, otherName }: MessageBubbleProps) {
  const isOwn = viewerId !== null && message.sender === viewerId;
  const ticks = tickState(message, viewerId);
  const content = message.content;
  const isLocked = message.locked || content === null;
  const isFlagged = useMemo(() => !isOwn && content !== null && detectMoneyRequest(content).flagged, [isOwn, content]);

  return (
    <li className={`${classes.row} ${isOwn ? classes.rowOwn : ''}`} data-message-id={message._id}>
      <div className={`${classes.bubble} ${isOwn ? classes.bubbleOwn : ''}`}>
        <VisuallyHidden>{isOwn ? 'You:' : `${otherName}:`}</VisuallyHidden>
        {isLocked ? (
          <>
            <div className={`${classes.content} ${classes.locked}`} aria-hidden>
              {placeholderFor(message._id)}
            </div>
            <VisuallyHidden>Locked message. Upgrade to Premium to read it.</VisuallyHidden>
          </>
        ) : (
          <div className={classes.content}>{content}</div>
        )}
        <div className={classes.meta}>
          {isLocked && (
            <span className={classes.lockedLabel} aria-hidden>
              <IconLock size={11} /> Locked
            </span>
          )}
          <time dateTime={message.createdAt} title={formatFull(message.createdAt)}>
            {formatClock(message.createdAt)}
          </time>
          {ticks && <MessageTicks state={ticks} />}
        </div>
      </div>
      {isFlagged && <SafetyNote />}
    </li>
  );
});
