/**
 * The partner-preference fields, apart from the schemas: the completeness meter and match score
 * read them in the browser without downloading zod (docs/decisions/0015-speed-on-a-phone.md). PartnerSchema is checked
 * against it.
 */
export const PARTNER_TEXT_FIELDS = [
  'height',
  'education',
  'profession',
  'religiousCommitment',
  'sect',
  'region',
  'familyBackground',
] as const;

/**
 * The eight partner preferences as completeness and the match score count them: 'age' is the range
 * `ageMin`–`ageMax`, one preference as the free text it replaced was (docs/decisions/0003-profile.md
 * "Partner age range").
 */
export const PARTNER_FIELDS = ['age', ...PARTNER_TEXT_FIELDS] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];
