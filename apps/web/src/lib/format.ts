/** Spec section 2: badges show the count, or 9+ above 9. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A calendar date the way members in India and the Gulf write it: 23 Nov 2026. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Rupees with Indian digit grouping: ₹10,000.00. */
export function formatRupees(amount: string): string {
  return `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A text box's count against its limit, read out as its description: '1,234 / 5,000 characters'. */
export function formatLength(length: number, max: number): string {
  return `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')} characters`;
}
