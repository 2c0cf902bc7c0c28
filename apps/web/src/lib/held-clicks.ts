/**
 * A page the server drew for a member is on screen before the app runs it: its buttons show but do
 * nothing yet. A tap in that moment is held here (main.tsx) and replayed on the same element once
 * the app has taken that element over (app/drawn-member-page.ts), instead of being lost; React
 * itself drops a tap on a part it cannot take over at once (code still loading). Links are left
 * alone: they work as plain links.
 */
export const heldClicks: Element[] = [];
let whenHeld = () => {};

/** React marks each element it has taken over with its props; before that a click reaches no handler. */
export const isTakenOver = (target: EventTarget) => Object.keys(target).some((key) => key.startsWith('__reactProps$'));

function hold(event: MouseEvent) {
  const target = event.target as Element;
  if (!target.closest('#root') || target.closest('a[href]') || isTakenOver(target)) return;
  event.preventDefault();
  event.stopPropagation();
  heldClicks.push(target);
  whenHeld();
}

export const holdClicks = () => document.addEventListener('click', hold, true);
export const stopHoldingClicks = () => document.removeEventListener('click', hold, true);

/** From now on `replay` is called for each tap held (and at once, for those held so far). */
export function replayHeldClicksWith(replay: () => void) {
  whenHeld = replay;
  replay();
}
