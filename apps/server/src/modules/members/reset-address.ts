import type { HistoryRow } from './contact-history.repo.js';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Where a password reset link may go (docs/decisions/0046-contact-changes-and-account-recovery.md):
 * the current email when it is verified, or was not put there by a change (registered with, in use
 * before the history began, or restored by an undo link); otherwise the newest earlier address that
 * was verified or registered with. A session that changed the email cannot so receive the link.
 * `history` is newest first; null when no address qualifies.
 */
export function resetAddress(current: { email: string; emailVerified: boolean }, history: HistoryRow[]): string | null {
  const open = history.find((row) => row.replacedAt === null && sameAddress(row.value, current.email));
  if (current.emailVerified || open?.origin !== 'changed') return current.email;
  const earlier = history.find((row) => row.replacedAt !== null && (row.verified || row.origin !== 'changed'));
  return earlier?.value ?? null;
}

/** Each address once, whatever its case, the current one first. */
export function distinctAddresses(addresses: string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  return [...seen.values()];
}
