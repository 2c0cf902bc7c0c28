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
    dailyPicks: PREMIUM_DAILY_PICKS,
    features: ['Everything in Gold', 'No time bound', 'Unlimited everything'],
    premium: { months: null },
  },
];

export function formatPrice(plan: Plan): string {
  return plan.price === null ? 'Free' : `₹${plan.price.toLocaleString('en-IN')}`;
}
