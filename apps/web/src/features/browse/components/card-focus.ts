/**
 * Before a card leaves its list (not interested, removed from Saved), the focus moves to the next
 * card, else the one before, rather than being lost with it (WCAG 2.4.3 focus order).
 */
export function focusNeighbourOf(from: Element | null) {
  const card = from?.closest('article');
  const neighbour = card?.nextElementSibling ?? card?.previousElementSibling;
  neighbour?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus({ preventScroll: true });
}
