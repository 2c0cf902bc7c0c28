import { type FocusEvent, type ReactNode, type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';

/** What the placeholder's button takes: a click swaps it and opens it, the keyboard's focus swaps it. */
export interface PlaceholderHandlers {
  onClick: () => void;
  onFocus: (event: FocusEvent) => void;
}

interface DeferredFloatingProps {
  /** The control as it is drawn before its menu or popover can open, with `handlers` on its button. */
  placeholder: (handlers: PlaceholderHandlers) => ReactNode;
  /** The control with its floating part (a lazily loaded component). */
  children: ReactNode;
}

/**
 * Once the control has replaced its placeholder, it takes the focus, and the click that reached it
 * is made on it: Mantine then opens it its usual way, and Escape brings the focus back to it.
 */
function TakeOver({ within, click }: { within: RefObject<HTMLElement | null>; click: boolean }) {
  useLayoutEffect(() => {
    const control = within.current?.querySelector('button');
    control?.focus();
    if (click) control?.click();
  }, [within, click]);
  return null;
}

/**
 * A control whose menu or popover is not needed to draw it: a page of profile cards draws each
 * card's "more" button and trust shield as `placeholder`, the same button, and only the one a
 * member reaches for becomes the real control. Mantine's floating code (positioning, focus trap,
 * menus: about 35 kB gzipped) is then not in the page's first download, and two floating controls
 * per card are not mounted while the page loads (docs/decisions/0039-signed-in-pages-speed.md: total blocking time). A
 * click swaps it and opens it; reaching it with the keyboard swaps it and keeps the focus on it.
 */
export function DeferredFloating({ placeholder, children }: DeferredFloatingProps) {
  // Undefined until reached; then whether it was reached by a click.
  const [clicked, setClicked] = useState<boolean>();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = placeholder({
    onClick: () => setClicked(true),
    // A click focuses the button before it clicks it: only the keyboard's focus swaps it, or the
    // click would land on a button already gone.
    onFocus: (event) => {
      if (clicked === undefined && (event.target as Element).matches(':focus-visible')) setClicked(false);
    },
  });
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {clicked === undefined ? (
        button
      ) : (
        <Suspense fallback={button}>
          {children}
          <TakeOver within={wrapper} click={clicked} />
        </Suspense>
      )}
    </span>
  );
}
