/**
 * The spec's eight partner preferences as the completeness meter counts them (spec section 5), apart
 * from the schemas: the meter reads them in the browser without downloading zod
 * (docs/decisions/0015-speed-on-a-phone.md). Each is filled by its structured preferences
 * (docs/decisions/0064-finding-the-right-person.md "Completeness"): `age` by the range, `height` by
 * either end, `region` by countries, cities or a distance, the lists by one value or more.
 */
export const PARTNER_FIELDS = [
  'age',
  'height',
  'education',
  'profession',
  'religiousCommitment',
  'sect',
  'region',
  'familyBackground',
] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];

/**
 * The faith questions a member is matched on. The wizard's Religious step stays complete with sect
 * and madhab (spec section 2), but the meter counts these too, so a member who left them unanswered is
 * not told her profile is complete (docs/decisions/0064-finding-the-right-person.md "Completeness").
 * `hijabOrBeard` is hijab for women and beard for men.
 */
export const FAITH_FIELDS = ['religiousCommitment', 'prays', 'fasts', 'readsQuran', 'hijabOrBeard'] as const;
export type FaithField = (typeof FAITH_FIELDS)[number];
