import { ActionIcon, Group, Text, Textarea, Tooltip, VisuallyHidden } from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@mithaq/contracts/messaging-constants';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useHeldTyping } from '../../../lib/use-held-typing';
import { isVerificationRefusal, WithVerificationLink } from '../../../lib/verification-refusal';
import { useSendMessage } from '../api/send-message';

/** The field's name: what is typed into the server's drawing of it is kept by it (lib/held-typing.ts). */
const FIELD_NAME = 'message';

/**
 * Mantine's Input sets `aria-describedby` and `aria-invalid` from its own description and error props
 * (none used here), replacing the field's: without this the review notice, the counter and the server's
 * refusal would go unheard. `withAria` is an Input prop that Textarea passes on but does not type.
 */
const OWN_ARIA = { withAria: false } as Record<string, unknown>;

/** The counter appears from here on, so it is there before the limit is a surprise. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

interface ComposerProps {
  userId: string;
  otherName: string;
  /** A note about what is sent from here, read with the field (the review notice). */
  describedBy?: string;
}

/**
 * Spec section 5 "Message": trimmed and non-empty, at most 2,000 characters; Enter sends and
 * Shift+Enter starts a new line (the composer is only shown to members who may send: premium).
 * What was typed stays if sending fails, with the server's reason: a first message the member already
 * sent to many others, too (COPIED_OPENER), which they are asked to make personal.
 */
export function Composer({ userId, otherName, describedBy: noteId }: ComposerProps) {
  const [text, setText] = useState('');
  useHeldTyping(FIELD_NAME, setText);
  const t = useT();
  const format = useFormat();
  const send = useSendMessage(userId);
  const input = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const errorId = useId();
  const content = text.trim();
  const length = content.length;
  const isTooLong = length > MESSAGE_MAX_LENGTH;
  const canSubmit = length > 0 && !isTooLong && !send.isPending;

  const submit = () => {
    if (!canSubmit) return;
    send.mutate(content, {
      onSuccess: () => {
        setText('');
        input.current?.focus();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (Urdu, Hindi and Arabic keyboards use Enter to pick).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const showCounter = length >= COUNTER_FROM;
  const problem = send.isError
    ? errorMessage(send.error, t('messages.errors.sendFailed'))
    : isTooLong
      ? t('messages.composer.tooLong', { max: format.number(MESSAGE_MAX_LENGTH) })
      : null;
  const describedBy = [noteId, showCounter ? counterId : null, problem ? errorId : null].filter(Boolean).join(' ');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          ref={input}
          name={FIELD_NAME}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
          aria-label={t('messages.composer.label', { name: otherName })}
          {...OWN_ARIA}
          aria-describedby={describedBy || undefined}
          aria-invalid={isTooLong || undefined}
          placeholder={t('messages.composer.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          radius="xl"
          size="md"
          style={{ flex: 1 }}
          enterKeyHint="send"
        />
        <Tooltip label={t('messages.composer.sendHint')}>
          <ActionIcon
            type="submit"
            size={42}
            radius="xl"
            aria-label={t('messages.composer.send')}
            loading={send.isPending}
            disabled={!canSubmit}
            mb={1}
          >
            <IconSend size={20} className="rtl-mirror" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {(showCounter || problem) && (
        <Group justify="space-between" gap="xs" mt={6} px="xs" wrap="nowrap">
          <Text id={errorId} size="sm" c="red.9" role="alert">
            {problem && send.isError && isVerificationRefusal(send.error) ? (
              <WithVerificationLink message={problem} label={t('messages.composer.verifyLink')} />
            ) : (
              problem
            )}
          </Text>
          {showCounter && (
            <Text
              id={counterId}
              size="xs"
              c={isTooLong ? 'red.9' : 'gray.7'}
              fw={isTooLong ? 700 : 400}
              style={{ flexShrink: 0 }}
            >
              <bdi>
                {format.number(length)} / {format.number(MESSAGE_MAX_LENGTH)}
              </bdi>
              <VisuallyHidden> {t('messages.composer.characters')}</VisuallyHidden>
            </Text>
          )}
        </Group>
      )}
    </form>
  );
}
