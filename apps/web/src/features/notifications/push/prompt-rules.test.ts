import { describe, expect, it } from 'vitest';
import { mayOfferPushPrompt, NOT_NOW_MS, type PromptContext, readDismissedAt, rememberNotNow } from './prompt-rules';

const NOW = Date.UTC(2026, 10, 24, 12);
const asked = (over: Partial<PromptContext> = {}): PromptContext => ({
  supported: true,
  permission: 'default',
  dismissedAt: null,
  now: NOW,
  ...over,
});

describe('mayOfferPushPrompt', () => {
  it('offers the card where push works and the browser has not been asked', () => {
    expect(mayOfferPushPrompt(asked())).toBe(true);
  });

  it('never offers it without push support', () => {
    expect(mayOfferPushPrompt(asked({ supported: false }))).toBe(false);
  });

  it('never offers it once the browser permission is granted or denied', () => {
    expect(mayOfferPushPrompt(asked({ permission: 'granted' }))).toBe(false);
    expect(mayOfferPushPrompt(asked({ permission: 'denied' }))).toBe(false);
  });

  it("keeps it away for 30 days after 'Not now', then offers it again", () => {
    expect(mayOfferPushPrompt(asked({ dismissedAt: NOW - 1000 }))).toBe(false);
    expect(mayOfferPushPrompt(asked({ dismissedAt: NOW - NOT_NOW_MS + 1 }))).toBe(false);
    expect(mayOfferPushPrompt(asked({ dismissedAt: NOW - NOT_NOW_MS }))).toBe(true);
  });

  it("does not let a 'Not now' dated in the future (a clock set back) hide it for good", () => {
    expect(mayOfferPushPrompt(asked({ dismissedAt: NOW + 365 * 24 * 3600 * 1000 }))).toBe(true);
  });
});

describe("'Not now' in storage", () => {
  it('is remembered with its time and read back', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(readDismissedAt(storage)).toBeNull();
    rememberNotNow(NOW, storage);
    expect(readDismissedAt(storage)).toBe(NOW);
  });

  it('reads as never when storage holds nonsense or throws', () => {
    expect(readDismissedAt({ getItem: () => 'soon' })).toBeNull();
    expect(
      readDismissedAt({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });
});
