/** Spec section 2: badges show the count, or 9+ above 9. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
