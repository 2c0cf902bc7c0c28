import { Alert } from '@mantine/core';
import type { Chaperone } from '@mithaq/contracts/messaging';
import { IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { isolate } from '../../../i18n/bidi';
import { useT } from '../../../i18n/use-t';
import { useAcknowledgeChaperone } from '../api/acknowledge-chaperone';

interface ChaperoneBannerProps {
  userId: string;
  chaperone: Chaperone;
}

/**
 * Above the composer of a chaperoned conversation, before the first message and while writing: whose
 * guardian can read it. Shown for the other member's guardian, it records that this member has seen it
 * (docs/decisions/0031-guardian-wali-with-consent.md); only then does that guardian see the conversation.
 */
export function ChaperoneBanner({ userId, chaperone }: ChaperoneBannerProps) {
  const t = useT();
  const acknowledge = useAcknowledgeChaperone(userId);
  const sent = useRef(false);
  const { otherMemberName, byMyGuardian, acknowledged } = chaperone;
  useEffect(() => {
    if (!otherMemberName || acknowledged || sent.current) return;
    sent.current = true;
    acknowledge.mutate();
  }, [otherMemberName, acknowledged, acknowledge]);

  let text: string;
  if (otherMemberName && byMyGuardian) text = t('messages.chaperone.both', { name: isolate(otherMemberName) });
  else if (otherMemberName) text = t('messages.chaperone.theirs', { name: isolate(otherMemberName) });
  else text = t('messages.chaperone.mine');
  return (
    <Alert
      role="note"
      aria-label={t('messages.chaperone.label')}
      color="emerald"
      variant="light"
      radius={0}
      py={8}
      px="md"
      icon={<IconUsersGroup size={18} />}
      styles={{
        root: { borderTop: '1px solid var(--mantine-color-emerald-2)' },
        icon: { color: 'var(--mantine-color-emerald-8)', marginInlineEnd: 8 },
        message: { color: 'var(--mantine-color-emerald-9)', fontSize: 'var(--mantine-font-size-sm)' },
      }}
    >
      {text}
    </Alert>
  );
}
