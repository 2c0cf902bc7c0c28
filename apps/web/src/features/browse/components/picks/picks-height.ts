import { STORAGE_KEYS } from '../../../../lib/storage-keys';
import classes from './picks-room.module.css';

/**
 * Today's picks arrive after the dashboard's first paint (a chunk, its catalog, then GET /api/picks/today), above
 * the tabs. The room kept for them is the height they last had on this browser in this layout (phone or wider),
 * so the tabs below do not jump when they come (docs/decisions/0015-speed-on-a-phone.md, layout shift): a tap
 * aimed at a card would otherwise land on whatever moved under the finger. Before the first visit, the height
 * of the note a new member sees ("Your first picks arrive tomorrow at 8 am"), in picks-room.module.css.
 *
 * The height reaches the page as custom properties on the document, set outside React: a value React rendered
 * would differ from the one the server drew with, and an update while the app takes a drawn page over makes
 * React draw again the parts not taken over yet, dropping a tap held for them (app/drawn-member-page.ts).
 */
export const PICKS_ROOM_CLASS = classes.room;

type Layout = 'phone' | 'wide';

const layoutNow = (): Layout => (window.matchMedia('(min-width: 48em)').matches ? 'wide' : 'phone');
const storageKey = (layout: Layout) => `${STORAGE_KEYS.picksHeight}_${layout}`;
const propertyOf = (layout: Layout) => `--mq-picks-height-${layout}`;

function reserveStoredHeights() {
  try {
    for (const layout of ['phone', 'wide'] as const) {
      const stored = Number(window.localStorage.getItem(storageKey(layout)));
      if (stored > 0) document.documentElement.style.setProperty(propertyOf(layout), `${stored}px`);
    }
  } catch {
    // Storage refused (a private window): the default room.
  }
}

if (typeof window !== 'undefined') reserveStoredHeights();

/** Called once the picks are drawn, with the section's height: the room the next visit keeps in this layout. */
export function rememberPicksHeight(height: number) {
  const layout = layoutNow();
  const rounded = `${Math.round(height)}`;
  try {
    window.localStorage.setItem(storageKey(layout), rounded);
  } catch {
    // Storage full or refused: the next visit keeps the default room.
  }
  document.documentElement.style.setProperty(propertyOf(layout), `${rounded}px`);
}
