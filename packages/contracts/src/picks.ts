import { z } from 'zod';
import { DiscoveredProfileSchema } from './discovery.js';

/** Picks are made at this hour of the member's own morning (docs/decisions/0065-coming-back.md "Daily picks"). */
export const PICKS_LOCAL_HOUR = 8;
/** A member not signed in for this many days gets one "we have kept your picks" note, then no more picks emails. */
export const PICKS_DORMANT_DAYS = 30;

/**
 * `GET /api/picks/today`: the latest morning's picks (today's from 08:00, yesterday's before), best fit
 * first; those the member has since sent interest to, blocked or marked not interested are left out.
 */
export const TodayPicksSchema = /* @__PURE__ */ z.object({
  /** The member's local date the picks were made for; null before their first morning run. */
  day: z.string().nullable(),
  picks: z.array(DiscoveredProfileSchema),
  /** How many picks the member's plan gives each morning. */
  perDay: z.number().int(),
  /** Without preferences, picks are the opposite gender nearby, and the member is invited to set them. */
  hasPreferences: z.boolean(),
});
export type TodayPicks = z.infer<typeof TodayPicksSchema>;
