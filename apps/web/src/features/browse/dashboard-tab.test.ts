import { describe, expect, it } from 'vitest';
import { dashboardTab } from './dashboard-tab';

const tab = (query: string, hasPreferences = true) => dashboardTab(new URLSearchParams(query), hasPreferences);

describe('the tab /dashboard shows', () => {
  it('is the one its address names, the Saved list among them', () => {
    expect(tab('tab=saved')).toBe('saved');
    expect(tab('tab=saved&location=Agra')).toBe('saved');
    expect(tab('tab=accepted', false)).toBe('accepted');
  });

  it('else All Profiles for a search, My matches for preferences, All Profiles for the rest', () => {
    expect(tab('tab=nonsense&location=Agra')).toBe('all');
    expect(tab('')).toBe('matches');
    expect(tab('', false)).toBe('all');
  });
});
