/**
 * Plans and sending quotas of spec section 9. Prices are in Indian rupees (docs/decisions/0004-pages.md
 * "Currency").
 */
export const PLAN_IDS = ['free', 'silver', 'gold', 'platinum'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  price: number | null;
  duration: string;
  interestsPerDay: number | null;
  interestsPerMonth: number | null;
  /**
   * The daily interests of a member with no verified phone, ID or selfie, whatever the plan allows
   * (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits"); the month stays the plan's.
   */
  unverifiedInterestsPerDay: number;
  /** Conversations a member may start (their first message to a member) each day; null: no limit. */
  firstMessagesPerDay: number | null;
  /** The same for a member with no verified phone, ID or selfie. */
  unverifiedFirstMessagesPerDay: number;
  /** Members chosen for the member each morning (docs/decisions/0065-coming-back.md "Daily picks"). */
  dailyPicks: number;
  features: string[];
  /**
   * What buying the plan grants: premium for this many calendar months, or for life (months null).
   * Null for the free plan, which grants nothing.
   */
  premium: { months: number | null } | null;
}

export const CURRENCY = 'INR';

/**
 * Before a member verifies a phone, ID or selfie (docs/decisions/0066-catching-scammers-early.md): scam
 * accounts contact many members on their first days, real members a few. Paying is not verifying, so
 * these hold on every plan; verifying lifts them to the plan's own.
 */
export const UNVERIFIED_FREE_INTERESTS_PER_DAY = 2;
export const UNVERIFIED_PREMIUM_INTERESTS_PER_DAY = 5;
export const UNVERIFIED_FIRST_MESSAGES_PER_DAY = 3;
/**
 * New conversations a day for verified members on Silver and Gold (Platinum has no limit). Free members
 * cannot write at all (spec section 6), so the free plan's values never come into play.
 */
export const FIRST_MESSAGES_PER_DAY = 20;

/** Daily picks: a handful for free members, more while premium lasts. */
export const FREE_DAILY_PICKS = 5;
export const PREMIUM_DAILY_PICKS = 15;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Always Free',
    price: null,
    duration: 'Forever',
    interestsPerDay: 5,
    interestsPerMonth: 10,
    unverifiedInterestsPerDay: UNVERIFIED_FREE_INTERESTS_PER_DAY,
    firstMessagesPerDay: FIRST_MESSAGES_PER_DAY,
    unverifiedFirstMessagesPerDay: UNVERIFIED_FIRST_MESSAGES_PER_DAY,
    dailyPicks: FREE_DAILY_PICKS,
    features: ['5 interest requests per day', '10 interest requests per month', 'Browse verified profiles'],
    premium: null,
  },
  {
    id: 'silver',
    name: 'Silver',
    price: 1500,
    duration: '1 month plan',
    interestsPerDay: 20,
    interestsPerMonth: 60,
    unverifiedInterestsPerDay: UNVERIFIED_PREMIUM_INTERESTS_PER_DAY,
    firstMessagesPerDay: FIRST_MESSAGES_PER_DAY,
    unverifiedFirstMessagesPerDay: UNVERIFIED_FIRST_MESSAGES_PER_DAY,
    dailyPicks: PREMIUM_DAILY_PICKS,
    features: ['20 interest requests per day', '60 interest requests per month', 'Unlimited message access'],
    premium: { months: 1 },
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 4500,
    duration: '3 month plan',
    interestsPerDay: 20,
    interestsPerMonth: 80,
    unverifiedInterestsPerDay: UNVERIFIED_PREMIUM_INTERESTS_PER_DAY,
    firstMessagesPerDay: FIRST_MESSAGES_PER_DAY,
    unverifiedFirstMessagesPerDay: UNVERIFIED_FIRST_MESSAGES_PER_DAY,
    dailyPicks: PREMIUM_DAILY_PICKS,
    features: [
      '20 interest requests per day',
      '80 interest requests per month',
      'Unlimited message access',
      '3 month membership',
    ],
    premium: { months: 3 },
  },
  {
    id: 'platinum',
    name: 'Platinum',
    price: 10000,
    duration: 'No time bound',
    interestsPerDay: null,
    interestsPerMonth: null,
    unverifiedInterestsPerDay: UNVERIFIED_PREMIUM_INTERESTS_PER_DAY,
    firstMessagesPerDay: null,
    unverifiedFirstMessagesPerDay: UNVERIFIED_FIRST_MESSAGES_PER_DAY,
    dailyPicks: PREMIUM_DAILY_PICKS,
    features: ['Everything in Gold', 'No time bound', 'Unlimited everything'],
    premium: { months: null },
  },
];

/**
 * Why the lifetime plan is badged "Best value" on /premium
 * (docs/decisions/0068-a-plan-badged-for-a-stated-reason.md): it costs less than this many months of the
 * one-month plan, a reason the card states beside the badge. Null when the plans give no such reason (no
 * lifetime or no one-month plan). Gold is three months at Silver's price a month: no badge.
 */
export function lifetimeCostsLessThanMonths(plans: readonly Plan[] = PLANS): number | null {
  const lifetime = plans.find((p) => p.premium !== null && p.premium.months === null && p.price !== null);
  const monthly = plans.find((p) => p.premium?.months === 1 && p.price !== null);
  if (!lifetime?.price || !monthly?.price) return null;
  return Math.floor(lifetime.price / monthly.price) + 1;
}

export function formatPrice(plan: Plan): string {
  return plan.price === null ? 'Free' : `₹${plan.price.toLocaleString('en-IN')}`;
}
