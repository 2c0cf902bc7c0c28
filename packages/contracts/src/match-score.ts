import { z } from 'zod';

export const MATCH_CRITERIA = [
  'age',
  'height',
  'education',
  'profession',
  'religiousCommitment',
  'sect',
  'region',
  'familyBackground',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export const CriterionResultSchema = z.object({
  key: z.enum(MATCH_CRITERIA),
  label: z.string(),
  /** The preference as its owner wrote it. */
  preference: z.string(),
  /** The other member's value it was compared with, or null when they left it empty. */
  value: z.string().nullable(),
  met: z.boolean(),
});

/** How well one member fits the other's preferences; `percent` is null when no preference was set. */
export const DirectionScoreSchema = z.object({
  percent: z.number().int().min(0).max(100).nullable(),
  met: z.number().int(),
  considered: z.number().int(),
  criteria: z.array(CriterionResultSchema),
});
export type DirectionScore = z.infer<typeof DirectionScoreSchema>;

/** `GET /api/profiles/{id}/match-score` (matches only). */
export const MatchScoreSchema = z.object({
  /** How the other member fits the viewer's preferences. */
  theyFitYou: DirectionScoreSchema,
  /** How the viewer fits the other member's preferences. */
  youFitThem: DirectionScoreSchema,
  /** Mean of the two directions that have a percent; null when neither side set preferences. */
  overall: z.number().int().min(0).max(100).nullable(),
});
export type MatchScore = z.infer<typeof MatchScoreSchema>;
