import { OPENER_MATCH_MAX_DISTANCE } from '@mithaq/contracts/safety/risk';
import { describe, expect, it } from 'vitest';
import { isSameOpener, openerPrint, openerWords, printDistance } from './opener-print.js';

const TEMPLATE =
  'Assalamu alaikum Ayesha, I am a doctor working in London and I read your profile with great interest. You seem kind and family minded, I would love to know you better inshallah.';

const print = (text: string, names: string[] = []) => {
  const value = openerPrint(text, names);
  if (value === null) throw new Error(`no fingerprint for ${text}`);
  return value;
};

describe('openerWords', () => {
  it('drops case, punctuation, numbers and both members’ names', () => {
    expect(openerWords('Salam AYESHA!!! I am 32, call me at 98765-43210 :)', ['Ayesha Khan', 'Imran'])).toEqual([
      'salam',
      'i',
      'am',
      'call',
      'me',
      'at',
    ]);
  });

  it('reads Devanagari and Urdu script as words', () => {
    expect(openerWords('नमस्ते आयशा, आप कैसी हैं?', ['आयशा'])).toEqual(['नमस्ते', 'आप', 'कैसी', 'हैं']);
    expect(openerWords('السلام علیکم، آپ کیسی ہیں؟', [])).toEqual(['السلام', 'علیکم', 'آپ', 'کیسی', 'ہیں']);
  });
});

describe('openerPrint', () => {
  it('is the same for the same opener sent to different members by name, with other numbers', () => {
    const toAyesha = print(TEMPLATE, ['Ayesha Siddiqui', 'Imran Malik']);
    const toFatima = print(TEMPLATE.replace('Ayesha', 'Fatima'), ['Fatima Noor', 'Imran Malik']);
    expect(printDistance(toAyesha, toFatima)).toBe(0);
    const withAge = print(`${TEMPLATE} I am 34.`, ['Ayesha']);
    const otherAge = print(`${TEMPLATE} I am 36.`, ['Ayesha']);
    expect(printDistance(withAge, otherAge)).toBe(0);
  });

  it('keeps a copy with a word changed or punctuation and case altered within the match distance', () => {
    const base = print(TEMPLATE, ['Ayesha']);
    const shouted = print(TEMPLATE.toUpperCase().replaceAll(',', ' ... '), ['Ayesha']);
    expect(printDistance(base, shouted)).toBe(0);
    for (const [from, to] of [
      ['great', 'much'],
      ['London', 'Dubai'],
      ['kind', 'sweet'],
      ['doctor', 'engineer'],
    ] as const) {
      const oneWord = print(TEMPLATE.replace(from, to), ['Ayesha']);
      expect(printDistance(base, oneWord)).toBeLessThanOrEqual(OPENER_MATCH_MAX_DISTANCE);
    }
  });

  it('sets different openers far apart', () => {
    const openers = [
      TEMPLATE,
      'Salam, I saw that you also studied architecture in Hyderabad. Which college were you at? I was at JNTU.',
      'Hello! Your profile says you love hiking in the north. Have you been to Hunza? My family goes every summer.',
      'Walaikum salam, my mother asked me to write to you after she spoke with your aunt at the wedding last week.',
      'Aap ki profile parh kar acha laga, aap bhi teaching mein hain? Main bhi ek school mein padhati hun Lahore mein.',
      'नमस्ते, आपकी प्रोफ़ाइल पढ़कर अच्छा लगा। क्या आप भी पुणे में रहते हैं? मैं वहाँ एक बैंक में काम करता हूँ।',
    ].map((text) => print(text));
    for (const [i, a] of openers.entries()) {
      for (const b of openers.slice(i + 1)) expect(printDistance(a, b)).toBeGreaterThan(12);
    }
  });

  it('gives no fingerprint to an opener too short to tell its sender', () => {
    expect(openerPrint('Salam, how are you?', [])).toBeNull();
    expect(openerPrint('Assalamu alaikum Ayesha, how are you doing today?', ['Ayesha'])).toBeNull();
  });

  it('fits a signed 64-bit integer, as PostgreSQL stores it', () => {
    const value = print(TEMPLATE);
    expect(value).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(value).toBeLessThan(2n ** 63n);
    expect(isSameOpener(value, value)).toBe(true);
  });
});
