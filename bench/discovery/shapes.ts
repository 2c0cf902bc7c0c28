/**
 * The query shapes the discovery bench drives (docs/decisions/0064-finding-the-right-person.md
 * "Searching", "My matches"), each asked by one group of viewers (viewers.ts).
 */
import type { ViewerGroup } from './viewers.js';

export interface Shape {
  name: string;
  group: ViewerGroup;
  url: string;
  /**
   * Every request a first visit: served by an app that stores no My matches pool
   * (MATCH_POOL_FRESH_S=0), so each one walks the members as a member's first visit of the day does.
   */
  firstVisit?: boolean;
  /** What one answer should show (null: as expected), checked on every viewer's first answer. */
  check?(body: AnswerBody): string | null;
}

export interface AnswerBody {
  profiles: unknown[];
  nextCursor: string | null;
  widened?: unknown[];
  hasPreferences?: boolean;
}

const profiles = (query: Record<string, string>) => `/api/profiles?${new URLSearchParams(query).toString()}`;

export const SHAPES: Shape[] = [
  {
    // The advanced search in the spec's order with three filters a member typically sets.
    name: 'search typical',
    group: 'general',
    url: profiles({
      sort: 'newest',
      minAge: '22',
      maxAge: '32',
      minEducation: 'Bachelors',
      maritalStatus: 'Never Married',
    }),
  },
  {
    // A rare sect (3 % of members) near home: few rows pass, the location index finds them.
    name: 'search narrow',
    group: 'general',
    url: profiles({ sect: 'Ahl-e-Hadith (Salafi)', withinKm: '25' }),
  },
  { name: 'search best', group: 'general', url: profiles({ sort: 'best' }) },
  { name: 'search nearest', group: 'general', url: profiles({ sort: 'nearest' }) },
  {
    name: 'My matches typical',
    group: 'withPreferences',
    url: '/api/discovery/matches',
    check: (body) => (body.hasPreferences ? null : 'answered as a member without preferences'),
  },
  {
    name: 'My matches typical, first visit',
    group: 'withPreferences',
    url: '/api/discovery/matches',
    firstVisit: true,
    check: (body) => (body.hasPreferences ? null : 'answered as a member without preferences'),
  },
  {
    name: 'My matches relaxation',
    group: 'narrow',
    url: '/api/discovery/matches',
    check: (body) => (body.widened?.length ? null : 'did not widen'),
  },
  {
    name: 'My matches relaxation, first visit',
    group: 'narrow',
    url: '/api/discovery/matches',
    firstVisit: true,
    check: (body) => (body.widened?.length ? null : 'did not widen'),
  },
];
