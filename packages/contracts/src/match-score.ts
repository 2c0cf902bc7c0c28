import { z } from 'zod';
import { PARTNER_CRITERIA } from './partner-criteria.js';

/**
 * How two members fit each other's partner preferences (docs/decisions/0064-finding-the-right-person.md
 * "The two-way fit"). The viewer learns, criterion by criterion, how the other member fits the
 * viewer's own preferences, and only how many of the other member's preferences the viewer meets:
 * never which ones, nor which of them are dealbreakers.
 */
export const FitCriterionSchema = /* @__PURE__ */ z.object({
  criterion: z.enum(PARTNER_CRITERIA),
  met: z.boolean(),
  /** Whether the viewer made it a must. */
  must: z.boolean(),
});
export type FitCriterion = z.infer<typeof FitCriterionSchema>;

export const FitCountSchema = /* @__PURE__ */ z.object({ met: z.number().int(), considered: z.number().int() });
export type FitCount = z.infer<typeof FitCountSchema>;

export const MatchScoreSchema = /* @__PURE__ */ z.object({
  /** 0–100: the mean of the two directions' shares (contracts partner-criteria.ts `twoWayScore`). */
  overall: z.number().int().min(0).max(100),
  /** How the other member fits the viewer's preferences, each criterion the viewer set. */
  theyFitYou: FitCountSchema.extend({ criteria: z.array(FitCriterionSchema) }),
  /** How many of the other member's preferences the viewer meets. */
  youFitThem: FitCountSchema,
});
export type MatchScore = z.infer<typeof MatchScoreSchema>;
