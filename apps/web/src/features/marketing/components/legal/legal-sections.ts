/**
 * The legal pages' structure; their words are in the `legal` catalog. A section's heading is
 * `legal.<page>.<section>.title`, each block a paragraph (`p1`, with `<0>…</0>` links to `links` in
 * order, `mail` being the support address) or a bulleted list of sentences.
 */
export type LegalBlock = { p: string; links?: readonly string[] } | { list: readonly string[] };

export interface LegalSection {
  id: string;
  blocks: readonly LegalBlock[];
}

export type LegalPage = 'terms' | 'privacy' | 'refund';

const bullets = (count: number): LegalBlock => ({ list: Array.from({ length: count }, (_, i) => `b${i + 1}`) });

/** Terms of Service. Eligibility follows spec section 1: 18 or older and able to enter a nikah. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'acceptance', blocks: [{ p: 'p1', links: ['/privacy', '/refund'] }, { p: 'p2' }] },
  { id: 'eligibility', blocks: [{ p: 'p1' }, bullets(4), { p: 'p2' }] },
  { id: 'account', blocks: [{ p: 'p1' }, bullets(3)] },
  { id: 'conduct', blocks: [{ p: 'p1' }, bullets(5), { p: 'p2' }] },
  { id: 'privacy', blocks: [{ p: 'p1', links: ['/privacy'] }] },
  {
    id: 'payments',
    blocks: [
      { p: 'p1', links: ['/premium'] },
      { p: 'p2', links: ['/refund'] },
    ],
  },
  { id: 'termination', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'liability', blocks: [{ p: 'p1' }] },
  { id: 'changes', blocks: [{ p: 'p1' }] },
  { id: 'governing-law', blocks: [{ p: 'p1' }] },
  { id: 'contact', blocks: [{ p: 'p1', links: ['mail', '/contact'] }] },
];

/** Privacy Policy. Photo handling mirrors docs/decisions/0005-photos.md (re-encoded, EXIF stripped, blurred variant). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'collect', blocks: [{ p: 'p1' }, bullets(6)] },
  { id: 'use', blocks: [bullets(5)] },
  { id: 'photos', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'contact-details', blocks: [{ p: 'p1' }] },
  { id: 'sharing', blocks: [{ p: 'p1' }, bullets(2), { p: 'p2' }] },
  { id: 'retention', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'security', blocks: [{ p: 'p1' }] },
  { id: 'rights', blocks: [{ p: 'p1' }, bullets(5), { p: 'p2', links: ['mail'] }] },
  { id: 'age', blocks: [{ p: 'p1', links: ['/terms'] }] },
  { id: 'questions', blocks: [{ p: 'p1', links: ['mail', '/contact'] }] },
];

/** Refund Policy (spec section 1, "Refund policy"). */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  { id: 'eligibility', blocks: [{ p: 'p1' }, bullets(3)] },
  { id: 'how', blocks: [{ p: 'p1', links: ['/premium', 'mail'] }] },
  { id: 'review', blocks: [{ p: 'p1' }] },
  { id: 'amount', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'exclusions', blocks: [bullets(3)] },
  { id: 'renewal', blocks: [{ p: 'p1' }] },
  { id: 'help', blocks: [{ p: 'p1', links: ['/contact', '/help'] }] },
];
