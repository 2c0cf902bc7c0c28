import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const UNSTYLED = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** A form's fields, disabled until the app has taken over the prerendered page (use-hydrated.ts). */
export function FormFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={UNSTYLED}>
      {children}
    </fieldset>
  );
}
