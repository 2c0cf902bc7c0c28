import type { Partner } from '@mithaq/contracts/partner';
import { isCriterionSet, PARTNER_CRITERIA } from '@mithaq/contracts/partner-criteria';
import { hasSearch } from './search-query';

export const DASHBOARD_TABS = ['matches', 'all', 'saved', 'interests', 'accepted'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Whether the member has set any partner preference My matches can match on. */
export function hasPartnerPreferences(partner: Partner | undefined): boolean {
  return partner !== undefined && PARTNER_CRITERIA.some((criterion) => isCriterionSet(partner, criterion));
}

/**
 * The tab `/dashboard` shows: the one its address names; else All Profiles when the address holds a
 * search; else My matches for a member whose preferences are set, All Profiles for the rest
 * (docs/decisions/0064-finding-the-right-person.md "My matches").
 */
export function dashboardTab(params: URLSearchParams, hasPreferences: boolean): DashboardTab {
  const named = params.get('tab');
  if (DASHBOARD_TABS.includes(named as DashboardTab)) return named as DashboardTab;
  if (hasSearch(params)) return 'all';
  return hasPreferences ? 'matches' : 'all';
}
