import { LOCALES } from '@mithaq/contracts/i18n/locales';
import { PLANS } from '@mithaq/contracts/plans';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../i18n/test-translator';
import { planTexts } from './plan-text';

describe('plan texts', () => {
  it('say in English exactly what the plan table says', () => {
    const texts = planTexts(testTranslator('en'), 'en');
    for (const plan of PLANS) {
      expect(texts.name(plan.id)).toBe(plan.name);
      expect(texts.duration(plan.id)).toBe(plan.duration);
      expect(texts.features(plan)).toEqual(plan.features);
    }
    expect(PLANS.map(texts.price)).toEqual(['Free', '₹1,500', '₹4,500', '₹10,000']);
  });

  it("say how many members each plan's mornings pick, with the language's plural", () => {
    const [free, silver] = PLANS;
    if (!free || !silver) throw new Error('the plan table lists free and silver first');
    expect(planTexts(testTranslator('en'), 'en').dailyPicks(free)).toBe('5 members picked for you every morning');
    expect(planTexts(testTranslator('en'), 'en').dailyPicks(silver)).toBe('15 members picked for you every morning');
    expect(planTexts(testTranslator('ar'), 'ar').dailyPicks(free)).toBe('5 أعضاء نرشّحهم لك كل صباح');
    expect(planTexts(testTranslator('ar'), 'ar').dailyPicks(silver)).toBe('15 عضوًا نرشّحهم لك كل صباح');
  });

  it('say the lower limits before verifying, and the conversations a verified member may start', () => {
    const english = planTexts(testTranslator('en'), 'en');
    const [free, silver, , platinum] = PLANS;
    if (!free || !silver || !platinum) throw new Error('the plan table lists four plans');
    expect(english.beforeVerifying(free)).toBe('Until you verify a phone, ID or selfie: 2 interests a day');
    expect(english.beforeVerifying(silver)).toBe(
      'Until you verify a phone, ID or selfie: 5 interests and 3 new conversations a day',
    );
    expect(english.firstMessages(free)).toBeNull();
    expect(english.firstMessages(silver)).toBe('Start up to 20 new conversations a day');
    expect(english.firstMessages(platinum)).toBeNull();
    expect(planTexts(testTranslator('ar'), 'ar').beforeVerifying(silver)).toContain('5 اهتمامات');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('label every plan line in %s, prices in rupees', (locale) => {
    const texts = planTexts(testTranslator(locale), locale);
    for (const plan of PLANS) {
      const lines = [texts.name(plan.id), texts.tagline(plan.id), texts.duration(plan.id), ...texts.features(plan)];
      for (const line of lines) expect(line).not.toMatch(/^premium\./);
      expect(texts.features(plan)).not.toEqual(plan.features);
    }
    const silver = PLANS.find((plan) => plan.id === 'silver');
    expect(silver && texts.price(silver)).toMatch(/^\u200f?(₹1,500|1,500\s₹)$/);
  });
});
