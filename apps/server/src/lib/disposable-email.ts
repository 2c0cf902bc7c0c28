import { disposableEmailBlocklist } from 'disposable-email-domains-js';

/**
 * Domains of temporary and throwaway mail services, from the community-kept list that
 * `disposable-email-domains-js` ships (github.com/disposable-email-domains/disposable-email-domains,
 * refreshed with each release). Read once, on the first check.
 */
let domains: ReadonlySet<string> | null = null;

const blocklist = () => {
  domains ??= new Set(disposableEmailBlocklist().map((domain) => domain.toLowerCase()));
  return domains;
};

/**
 * Whether an address is at a disposable mail service or any subdomain of one (`x.mailinator.com`
 * counts as `mailinator.com`), so a throwaway account cannot be registered or moved onto one
 * (docs/decisions/0066-catching-scammers-early.md).
 */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  const listed = blocklist();
  // Every suffix of two labels or more: a.b.mailinator.com, b.mailinator.com, mailinator.com.
  for (let i = 0; i < labels.length - 1; i++) {
    if (listed.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
