import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('marks a name written in the other direction than the page', () => {
    expect(isolate('Amina Rahman', 'rtl')).toBe('\u2068Amina Rahman\u2069');
    expect(isolate('عائشہ خان', 'ltr')).toBe('\u2068عائشہ خان\u2069');
  });

  it('leaves a name of the page’s own direction as written', () => {
    expect(isolate('Amina Rahman', 'ltr')).toBe('Amina Rahman');
    expect(isolate('عائشہ خان', 'rtl')).toBe('عائشہ خان');
    expect(isolate('आमिना', 'ltr')).toBe('आमिना');
  });

  it('judges by the first strong letter, past digits and punctuation', () => {
    expect(isolate('12 Amina', 'rtl')).toBe('\u206812 Amina\u2069');
    expect(isolate('—', 'rtl')).toBe('—');
  });
});
