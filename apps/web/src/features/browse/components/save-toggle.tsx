import { ActionIcon } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { useT } from '../../../i18n/use-t';

interface SaveToggleProps {
  member: { _id: string; fullName: string; saved: boolean };
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The card's Save toggle: a bookmark, filled once saved. What saves loads on the first press
 * (card-actions.ts: the dashboard's first download is at its budget, bench/bundle/budget.ts); the
 * bookmark shows the member's choice at once, and every card of the member follows.
 */
export function SaveToggle({ member, ref }: SaveToggleProps) {
  const t = useT();
  const client = useQueryClient();
  // What the member asked for, while it is on its way; one change at a time.
  const [asked, setAsked] = useState<boolean | null>(null);
  const isSaved = asked ?? member.saved;
  const toggle = () => {
    if (asked !== null) return;
    setAsked(!isSaved);
    void import('./card-actions').then((m) => m.toggleSaved(client, member, !isSaved, t)).finally(() => setAsked(null));
  };
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color={isSaved ? 'emerald.7' : 'gray.8'}
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'browse.card.saved' : 'browse.card.save', { name: member.fullName })}
      onClick={toggle}
    >
      <IconBookmark size={18} fill={isSaved ? 'currentColor' : 'none'} aria-hidden />
    </ActionIcon>
  );
}
