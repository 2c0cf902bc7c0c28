import { isTakenOver } from './held-clicks';

/**
 * A page the server drew for a member shows its fields before the app runs it
 * (docs/decisions/0045-what-a-member-does-on-a-drawn-page-before-the-app-takes-it-over.md). Typing there fills the
 * field the browser shows, but not the app's state: React keeps a field's text when it takes the field over, and the
 * next render writes the state's own (empty) text back. So, just before hydration (app/drawn-member-page.ts), what has
 * been typed into the drawn fields is read from them, and from then on kept up to date, by each field's `name`; the
 * field's component hands it to its state when it mounts (use-held-typing.ts). Taps are held in held-clicks.ts.
 */

/** What was typed into one drawn field, and where the caret was. */
export interface HeldField {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

const held = new Map<string, HeldField>();
let isHolding = false;

/** Ticked, chosen and picked fields are carried by their taps (held-clicks.ts), not by typing. */
const TAPPED_TYPES = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'range', 'color']);

export function typedField(target: EventTarget | null): HTMLInputElement | HTMLTextAreaElement | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !TAPPED_TYPES.has(target.type)) return target;
  return null;
}

/**
 * What `field` holds now, under its name: a field first typed into before the app took it over is
 * kept up to date until its component takes it, so keys pressed while the app is busy count too.
 */
export function recordTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  if (!field.name || !field.closest('#root')) return;
  if (!held.has(field.name) && isTakenOver(field)) return;
  held.set(field.name, {
    value: field.value,
    selectionStart: field.selectionStart,
    selectionEnd: field.selectionEnd,
  });
}

function onInput(event: Event) {
  const field = typedField(event.target);
  if (field) recordTyping(field);
}

/**
 * Before hydration: what was typed so far is in the fields (the page ran none of the app's code
 * then); what is typed while the app takes the page over comes as input events.
 */
export function holdTyping() {
  if (isHolding) return;
  isHolding = true;
  document.addEventListener('input', onInput, true);
  for (const element of document.querySelectorAll('#root input[name], #root textarea[name]')) {
    const field = typedField(element);
    if (field && field.value !== field.defaultValue) recordTyping(field);
  }
}

/** Past the replay window (app/drawn-member-page.ts) typing is the app's alone, and what was never taken is dropped. */
export function stopHoldingTyping() {
  isHolding = false;
  document.removeEventListener('input', onInput, true);
  held.clear();
}

/** What was typed into the drawn field named `name`, once: null when nothing was, or it was taken. */
export function takeHeldTyping(name: string): HeldField | null {
  if (!isHolding) return null;
  const field = held.get(name) ?? null;
  held.delete(name);
  return field;
}
