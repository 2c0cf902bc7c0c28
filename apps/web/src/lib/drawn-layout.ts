import { useCallback, useSyncExternalStore } from 'react';

/** The layout a server-drawn page was drawn in (contracts MemberPageState.phone). */
let drawnForPhone = false;

/** On the server, before drawing a page; in the browser, before taking a drawn page over (drawn-member-page.ts). */
export const drawLayout = (phone: boolean) => {
  drawnForPhone = phone;
};

const drawnLayout = () => drawnForPhone;

/**
 * Whether `phoneQuery` (a media query naming a phone's width) matches. The server has no screen: it
 * draws the layout it guessed from the request, and the browser takes that HTML over with the same
 * layout, then its render right after switches to the screen's own if the guess was wrong. Pages the
 * browser draws itself read the screen from the first render.
 */
export function usePhoneLayout(phoneQuery: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(phoneQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [phoneQuery],
  );
  const matches = useCallback(() => window.matchMedia(phoneQuery).matches, [phoneQuery]);
  return useSyncExternalStore(subscribe, matches, drawnLayout);
}
