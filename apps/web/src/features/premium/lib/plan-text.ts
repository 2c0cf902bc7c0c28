import type { Locale } from '@mithaq/contracts/i18n/locales';
import { CURRENCY, type Plan, type PlanId } from '@mithaq/contracts/plans';
import { useMemo } from 'react';
import { intlTag } from '../../../i18n/format';
import { type Translate, useLocale, useT } from '../../../i18n/use-t';

/**
 * A plan's words in the reader's language. The plan table (packages/contracts/src/plans.ts) keeps
 * ids, prices and quotas; its names, durations and feature lines are labelled here by id and position.
 */
export function planTexts(t: Translate, locale: Locale) {
  // Plan prices are whole rupees ('₹1,500'); payments keep their paise (useFormat().rupees).
  const wholeRupees = new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });
  return {
    name: (id: PlanId) => t(`premium.plans.${id}.name`),
    tagline: (id: PlanId) => t(`premium.plans.${id}.tagline`),
    duration: (id: PlanId) => t(`premium.plans.${id}.duration`),
    features: (plan: Plan) => plan.features.map((_, i) => t(`premium.plans.${plan.id}.features.${i}`)),
    /** '15 members picked for you every morning' (docs/decisions/0065-coming-back.md "Daily picks"). */
    dailyPicks: (plan: Plan) => t('premium.plans.dailyPicks', { count: plan.dailyPicks }),
    /**
     * The conversations a verified member may start a day, on the plans that can write (spec section 6);
     * null where there is no limit (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits").
     */
    firstMessages: (plan: Plan) =>
      plan.premium && plan.firstMessagesPerDay !== null
        ? t('premium.plans.firstMessages', { count: plan.firstMessagesPerDay })
        : null,
    /** The lower daily limits until a phone, ID or selfie is verified. */
    beforeVerifying: (plan: Plan) =>
      plan.premium
        ? t('premium.plans.beforeVerifyingPremium', {
            interests: plan.unverifiedInterestsPerDay,
            conversations: plan.unverifiedFirstMessagesPerDay,
          })
        : t('premium.plans.beforeVerifyingFree', { interests: plan.unverifiedInterestsPerDay }),
    price: (plan: Plan) => (plan.price === null ? t('premium.plans.freePrice') : wholeRupees.format(plan.price)),
  };
}

export type PlanTexts = ReturnType<typeof planTexts>;

export function usePlanTexts(): PlanTexts {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => planTexts(t, locale), [t, locale]);
}
