import { FREE_VISITS_PREVIEW, type Visitor, type VisitorsResponse } from '@mithaq/contracts/visits';

/** How many people viewed the member's profile in the kept days; null while their own visits are hidden. */
export function visitorCount(first: VisitorsResponse | undefined): number | null {
  if (!first || first.view === 'hidden') return null;
  return first.total;
}

/**
 * The premium list across its pages, each member once: a member who comes back between two pages
 * moves to the top of the log, and React needs one key per member.
 */
export function visitorsOf(pages: readonly VisitorsResponse[]): Visitor[] {
  const seen = new Set<string>();
  const visitors: Visitor[] = [];
  for (const page of pages) {
    if (page.view !== 'full') continue;
    for (const visitor of page.visitors) {
      if (seen.has(visitor._id)) continue;
      seen.add(visitor._id);
      visitors.push(visitor);
    }
  }
  return visitors;
}

/**
 * What a free member is shown of their latest visits: one blurred card per visit the server dated
 * (at most FREE_VISITS_PREVIEW), and how many visitors are left beyond those cards.
 */
export function visitsPreview(total: number, latest: readonly { viewedAt: string }[]) {
  const times = latest.slice(0, FREE_VISITS_PREVIEW).map((visit) => visit.viewedAt);
  return { times, more: Math.max(0, total - times.length) };
}
