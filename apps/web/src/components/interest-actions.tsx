import { Box, Button } from '@mantine/core';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import { type CSSProperties, lazy, type ReactElement, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import type { RespondAction, SendInterestAction } from '../lib/interests/use-interest-actions';

// Held back is rare: its reason and link load when a card first needs them, not with every dashboard.
const VerifiedOnlyButton = lazy(() =>
  import('./verified-only-button').then((m) => ({ default: m.VerifiedOnlyButton })),
);

interface SendInterestButtonProps extends SendInterestAction {
  fullWidth?: boolean;
  style?: CSSProperties;
}

/** Send Interest, 'Sending...', 'Interest Sent!' (spec section 2 "Profile card"), for cards and the profile view. */
export function SendInterestButton({
  status,
  onSend,
  needsVerification,
  fullWidth = true,
  style,
}: SendInterestButtonProps) {
  const t = useT();
  if (needsVerification) {
    return (
      <Suspense fallback={null}>
        <VerifiedOnlyButton fullWidth={fullWidth} style={style} />
      </Suspense>
    );
  }
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
          {t('member.interest.sent')}
        </Button>
      ) : (
        <Button
          fullWidth={fullWidth}
          leftSection={<IconSend size={16} className="rtl-mirror" />}
          disabled={status === 'pending'}
          onClick={status === 'idle' ? onSend : undefined}
        >
          {status === 'pending' ? t('member.interest.sending') : t('member.interest.send')}
        </Button>
      )}
    </Box>
  );
}

interface RespondButtonProps {
  action: 'accept' | 'decline';
  respond: RespondAction;
  style?: CSSProperties;
}

function RespondButton({ action, respond: { pending, onAccept, onDecline }, style }: RespondButtonProps) {
  const t = useT();
  const isAccept = action === 'accept';
  return (
    <Button
      variant={isAccept ? 'filled' : 'outline'}
      color={isAccept ? undefined : 'red.9'}
      leftSection={isAccept ? <IconCheck size={16} /> : <IconX size={16} />}
      loading={pending === action}
      disabled={pending !== null && pending !== action}
      onClick={isAccept ? onAccept : onDecline}
      style={style}
    >
      {isAccept ? t('member.interest.accept') : t('member.interest.decline')}
    </Button>
  );
}

/**
 * Accept and Decline of a received interest, as two elements so a grid can lay them out as two
 * cells; while one is working the other is disabled.
 */
export function respondButtons(respond: RespondAction): ReactElement[] {
  return [
    <RespondButton key="accept" action="accept" respond={respond} />,
    <RespondButton key="decline" action="decline" respond={respond} />,
  ];
}
