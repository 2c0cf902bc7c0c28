/**
 * A page the server drew for a member is on screen before the app runs it: its buttons show but do
 * nothing yet. A tap in that moment is held here (main.tsx) and replayed on the same element once
 * the app has taken it over (app/drawn-member-page.ts), instead of being lost. Links are left
 * alone: they work as plain links.
 */
export const heldClicks: EventTarget[] = [];

function hold(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  heldClicks.push(event.target as EventTarget);
}

export const holdClicks = () => document.addEventListener('click', hold, true);
export const stopHoldingClicks = () => document.removeEventListener('click', hold, true);
