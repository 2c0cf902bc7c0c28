import { describe, expect, it } from 'vitest';
import { isIncognitoLocked, saveStatus, shownVisibility } from './visibility';

const saved = { incognito: false, visitsShown: true, activityShown: true };

describe('shownVisibility', () => {
  it('shows what is being saved over what was saved', () => {
    expect(shownVisibility(saved, { visitsShown: false })).toEqual({ ...saved, visitsShown: false });
    expect(shownVisibility(saved, { incognito: true, activityShown: false })).toEqual({
      incognito: true,
      visitsShown: true,
      activityShown: false,
    });
  });

  it('is what was saved when nothing is being saved', () => {
    expect(shownVisibility(saved, undefined)).toEqual(saved);
  });
});

describe('saveStatus', () => {
  const state = (over: Partial<Parameters<typeof saveStatus>[0]>) => ({
    isPending: false,
    isError: false,
    isSuccess: false,
    ...over,
  });

  it('follows the last change: saving, then saved or failed', () => {
    expect(saveStatus(state({}))).toBe('idle');
    expect(saveStatus(state({ isPending: true }))).toBe('saving');
    expect(saveStatus(state({ isSuccess: true }))).toBe('saved');
    expect(saveStatus(state({ isError: true }))).toBe('failed');
  });
});

describe('isIncognitoLocked', () => {
  it('locks incognito for free members only', () => {
    expect(isIncognitoLocked(saved, false)).toBe(true);
    expect(isIncognitoLocked(saved, true)).toBe(false);
  });

  it('lets anyone turn off an incognito that is on', () => {
    expect(isIncognitoLocked({ ...saved, incognito: true }, false)).toBe(false);
  });
});
