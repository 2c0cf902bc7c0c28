import { LOCALES } from '@mithaq/contracts/i18n/locales';
import { HEIGHTS } from '@mithaq/contracts/options';
import { describe, expect, it } from 'vitest';
import { formatHeight, OPTION_LISTS, type OptionList, optionLabel } from './option-labels';
import { testTranslator } from './test-translator';

const lists = Object.entries(OPTION_LISTS) as [Exclude<OptionList, 'height'>, readonly string[]][];

describe('option labels', () => {
  it.each(LOCALES)('label every value of every list in %s', (locale) => {
    const t = testTranslator(locale);
    const missing = lists.flatMap(([list, values]) =>
      values
        .filter((value) => t(`options.${list}.${value}`) === `options.${list}.${value}`)
        .map((v) => `${list}: ${v}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the stored values as the English labels', () => {
    const t = testTranslator('en');
    for (const [list, values] of lists) for (const value of values) expect(optionLabel(t, list, value)).toBe(value);
  });

  it('show a value outside its list as written', () => {
    expect(optionLabel(testTranslator('ur'), 'profession', 'Calligrapher')).toBe('Calligrapher');
  });

  it('write heights as people say them in each language', () => {
    expect(formatHeight(testTranslator('en'), '5 ft 4 in')).toBe('5 ft 4 in');
    expect(formatHeight(testTranslator('hi'), '5 ft 4 in')).toBe('5 फ़ुट 4 इंच');
    expect(formatHeight(testTranslator('ur'), '5 ft 4 in')).toBe('5 فٹ 4 انچ');
    expect(formatHeight(testTranslator('ar'), '6 ft 0 in')).toBe('6 قدم و0 بوصة');
    expect(optionLabel(testTranslator('hi'), 'height', '4 ft 11 in')).toBe('4 फ़ुट 11 इंच');
  });

  it.each(LOCALES)('label all %s heights with Western digits', (locale) => {
    const t = testTranslator(locale);
    for (const height of HEIGHTS) expect(formatHeight(t, height)).toMatch(/^\d \D+\d{1,2}\D+$/);
  });
});
