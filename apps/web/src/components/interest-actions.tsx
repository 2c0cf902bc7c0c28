import { Box, Button } from '@mantine/core';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { RespondAction, SendInterestAction } from '../lib/interests/use-interest-actions';

/** Send Interest, 'Sending...', 'Interest Sent!' (spec section 2 "Profile card"), for cards and the profile view. */
export function SendInterestButton({ status, onSend, fullWidth = true }: SendInterestAction & { fullWidth?: boolean }) {
  // The label change is the feedback (spec section 2), so it sits in a polite live region.
  return (
    <Box aria-live="polite">
      {status === 'sent' ? (
        <Button
          fullWidth={fullWidth}
          color="emerald"
          variant="light"
          leftSection={<IconCheck size={16} />}
          aria-disabled
        >
          Interest Sent!
        </Button>
      ) : (
        <Button
          fullWidth={fullWidth}
          leftSection={<IconSend size={16} />}
          disabled={status === 'pending'}
          onClick={status === 'idle' ? onSend : undefined}
        >
          {status === 'pending' ? 'Sending...' : 'Send Interest'}
        </Button>
      )}
    </Box>
  );
}

/**
 * Accept and Decline of a received interest, as two elements so a grid can lay them out as two
 * cells; while one is working the other is disabled.
 */
export function respondButtons({ pending, onAccept, onDecline }: RespondAction): ReactElement[] {
  const busy = pending !== null;
  return [
    <Button
      key="accept"
      leftSection={<IconCheck size={16} />}
      loading={pending === 'accept'}
      disabled={busy && pending !== 'accept'}
      onClick={onAccept}
    >
      Accept
    </Button>,
    <Button
      key="decline"
      variant="outline"
      color="red.9"
      leftSection={<IconX size={16} />}
      loading={pending === 'decline'}
      disabled={busy && pending !== 'decline'}
      onClick={onDecline}
    >
      Decline
    </Button>,
  ];
}
