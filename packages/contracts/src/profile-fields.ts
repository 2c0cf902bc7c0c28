/**
 * The partner-preference fields, apart from the schemas: the completeness meter and match score
 * read them in the browser without downloading zod (issue 10). PartnerSchema is checked against it.
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
