import { useEffect } from 'react';
import { type HeldField, takeHeldTyping, typedField } from './held-typing';

/** Puts the caret back where the member left it, when the field is still theirs to type in. */
function restoreCaret(name: string, typed: HeldField) {
  const field = typedField(document.querySelector(`#root [name="${CSS.escape(name)}"]`));
  if (!field || field !== document.activeElement || field.value !== typed.value) return;
  try {
    field.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  } catch {
    // Inputs of some types (a date, a number) have no caret to place.
  }
}

/**
 * For the component of a field a drawn page shows (named `name`): on mount, what the member typed
 * into it before the app took it over goes into the component's state through `apply`.
 */
export function useHeldTyping(name: string, apply: (value: string) => void) {
  // Only on mount: the drawn field is taken over once; `apply` may be a new function each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the field the server drew
  useEffect(() => {
    const typed = takeHeldTyping(name);
    if (!typed) return;
    apply(typed.value);
    requestAnimationFrame(() => restoreCaret(name, typed));
  }, [name]);
}
