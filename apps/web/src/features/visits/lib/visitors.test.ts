import type { Visitor, VisitorsResponse } from '@mithaq/contracts/visits';
import { describe, expect, it } from 'vitest';
import { visitorCount, visitorsOf, visitsPreview } from './visitors';

const visitor = (id: string, viewedAt = '2026-11-20T10:00:00.000Z'): Visitor => ({
  _id: id,
  fullName: `Member ${id}`,
  age: 30,
  city: 'Pune',
  photoUrl: null,
  isVerified: false,
  viewedAt,
});

const full = (visitors: Visitor[], nextCursor: string | null = null): VisitorsResponse => ({
  view: 'full',
  total: 40,
  visitors,
  nextCursor,
});

describe('visitorCount', () => {
  it('is the total for premium and free members alike', () => {
    expect(visitorCount(full([visitor('a')]))).toBe(40);
    expect(visitorCount({ view: 'preview', total: 7, latest: [] })).toBe(7);
    expect(visitorCount({ view: 'preview', total: 0, latest: [] })).toBe(0);
  });

  it('is unknown while the member hides their own visits, or before the answer', () => {
    expect(visitorCount({ view: 'hidden' })).toBeNull();
    expect(visitorCount(undefined)).toBeNull();
  });
});

describe('visitorsOf', () => {
  it('runs the pages together in order, each member once', () => {
    const pages = [full([visitor('a'), visitor('b')], 'next'), full([visitor('b'), visitor('c')])];
    expect(visitorsOf(pages).map((v) => v._id)).toEqual(['a', 'b', 'c']);
  });

  it('has no one in a preview or a hidden answer', () => {
    expect(visitorsOf([{ view: 'preview', total: 3, latest: [] }, { view: 'hidden' }])).toEqual([]);
  });
});

describe('visitsPreview', () => {
  const at = (n: number) => Array.from({ length: n }, (_, i) => ({ viewedAt: `2026-11-2${i}T10:00:00.000Z` }));

  it('dates one card per visit the server gave, and counts the rest', () => {
    expect(visitsPreview(12, at(3))).toEqual({ times: at(3).map((v) => v.viewedAt), more: 9 });
    expect(visitsPreview(1, at(1))).toEqual({ times: [at(1)[0]?.viewedAt], more: 0 });
  });

  it('never draws more than three cards nor counts below nobody', () => {
    expect(visitsPreview(5, at(5)).times).toHaveLength(3);
    expect(visitsPreview(0, []).more).toBe(0);
    expect(visitsPreview(2, at(3)).more).toBe(0);
  });
});
