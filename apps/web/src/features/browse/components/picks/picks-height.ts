import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../../lib/storage-keys';

/**
 * Today's picks arrive after the dashboard's first paint (a chunk, its catalog, then GET /api/picks/today), above
 * the tabs. The room kept for them is the height they last had on this browser in this layout (phone or wider),
 * so the tabs below do not jump when they come (docs/decisions/0015-speed-on-a-phone.md, layout shift): a tap
 * aimed at a card would otherwise land on whatever moved under the finger. Before the first visit, the height
 * of the note a new member sees ("Your first picks arrive tomorrow at 8 am").
 */
const FIRST_VISIT_HEIGHT = { phone: 270, wide: 212 };

const isWide = () => window.matchMedia('(min-width: 48em)').matches;

/** Where this layout's height is kept (todays-picks.tsx writes it once the picks are drawn). */
export const picksHeightKey = () => `${STORAGE_KEYS.picksHeight}_${isWide() ? 'wide' : 'phone'}`;

function storedHeight(): number {
  let stored = 0;
  try {
    stored = Number(window.localStorage.getItem(picksHeightKey()));
  } catch {
    // Storage refused (a private window): the default room.
  }
  return stored > 0 ? stored : FIRST_VISIT_HEIGHT[isWide() ? 'wide' : 'phone'];
}

const noSubscription = () => () => {};

/** The room to keep for Today's picks until they are drawn (a page the server drew keeps the phone's default). */
export const useReservedPicksHeight = () =>
  useSyncExternalStore(noSubscription, storedHeight, () => FIRST_VISIT_HEIGHT.phone);
