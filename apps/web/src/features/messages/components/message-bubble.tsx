import { VisuallyHidden } from '@mantine/core';
import type { Message } from '@mithaq/contracts/messaging';
import { detectMoneyRequest } from '@mithaq/contracts/safety/money-request';
import { IconHourglassHigh, IconLock } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { tickState } from '../lib/ticks';
import { MessageTicks } from './message-ticks';
import classes from './messages.module.css';
import { SafetyNote } from './safety-note';

/** Catalog keys of placeholder words for a locked message: the server sent none, so a blurred shape stands in. */
const PLACEHOLDER_KEYS = [
  'messages.bubble.placeholder1',
  'messages.bubble.placeholder2',
  'messages.bubble.placeholder3',
  'messages.bubble.placeholder4',
  'messages.bubble.placeholder5',
];

function placeholderKeyFor(id: string): string {
  let sum = 0;
  for (const ch of id) sum += ch.charCodeAt(0);
  return PLACEHOLDER_KEYS[sum % PLACEHOLDER_KEYS.length] ?? 'messages.bubble.placeholder1';
}

interface MessageBubbleProps {
  message: Message;
  viewerId: string | null;
  otherName: string;
}

/**
 * One message: its words (or a blurred placeholder when locked), time, and ticks on the viewer's own. One
 * held for review (docs/decisions/0067-risk-record.md "Restrict") was not delivered, so instead of ticks it
 * says that only the viewer sees it while the review lasts.
 */
export const MessageBubble = memo(function MessageBubble({ message, viewerId, otherName }: MessageBubbleProps) {
  const isOwn = viewerId !== null && message.sender === viewerId;
  const isHeld = message.held === true;
  const ticks = isHeld ? null : tickState(message, viewerId);
  const content = message.content;
  const isLocked = message.locked || content === null;
  const isFlagged = useMemo(() => !isOwn && content !== null && detectMoneyRequest(content).flagged, [isOwn, content]);
  const t = useT();
  const format = useFormat();

  return (
    <li className={`${classes.row} ${isOwn ? classes.rowOwn : ''}`} data-message-id={message._id}>
      <div className={`${classes.bubble} ${isOwn ? classes.bubbleOwn : ''} ${isHeld ? classes.bubbleHeld : ''}`}>
        <VisuallyHidden>
          {isOwn ? t('messages.bubble.you') : t('messages.bubble.from', { name: otherName })}
        </VisuallyHidden>
        {isLocked ? (
          <>
            <div className={`${classes.content} ${classes.locked}`} aria-hidden>
              {t(placeholderKeyFor(message._id))}
            </div>
            <VisuallyHidden>{t('messages.bubble.lockedHint')}</VisuallyHidden>
          </>
        ) : (
          // The member's own words set their own direction: an Urdu message reads right to left in an English page.
          <div className={classes.content} dir="auto">
            {content}
          </div>
        )}
        <div className={classes.meta}>
          {isLocked && (
            <span className={classes.lockedLabel} aria-hidden>
              <IconLock size={11} /> {t('messages.bubble.locked')}
            </span>
          )}
          <time dateTime={message.createdAt} title={format.dateTime(message.createdAt)} dir="auto">
            {format.time(message.createdAt)}
          </time>
          {ticks && <MessageTicks state={ticks} />}
          {isHeld && (
            <span className={classes.heldLabel}>
              <IconHourglassHigh size={12} aria-hidden /> {t('messages.bubble.held')}
            </span>
          )}
        </div>
      </div>
      {isFlagged && <SafetyNote />}
    </li>
  );
});
