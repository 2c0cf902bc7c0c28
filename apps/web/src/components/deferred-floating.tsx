import { type ReactNode, Suspense, useState } from 'react';
import { useAfterPageLoad } from '../lib/after-page-load';

interface DeferredFloatingProps {
  /** The control as it is drawn before its menu or popover can open; `open` loads and opens it. */
  placeholder: (open: () => void) => ReactNode;
  /** The control with its floating part (a lazily loaded component); `openAtOnce` after an early click. */
  children: (openAtOnce: boolean) => ReactNode;
}

/**
 * A control whose menu or popover is not needed to draw it. Mantine's floating code (positioning,
 * focus trap, menus: about 35 kB gzipped) is then not in the page's first download (issue 21): the
 * control is drawn by `placeholder`, the same button, until the page has loaded and the browser is
 * idle; a click meanwhile loads the floating part at once and opens it.
 */
export function DeferredFloating({ placeholder, children }: DeferredFloatingProps) {
  const hasLoaded = useAfterPageLoad();
  const [isWanted, setWanted] = useState(false);
  const open = () => setWanted(true);
  if (!hasLoaded && !isWanted) return <>{placeholder(open)}</>;
  return <Suspense fallback={placeholder(open)}>{children(isWanted)}</Suspense>;
}
