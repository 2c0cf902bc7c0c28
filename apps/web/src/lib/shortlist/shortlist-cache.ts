import type { QueryClient } from '@tanstack/react-query';
import { profilesQueryKey } from '../interests/invalidate-interest-data';

/**
 * The viewer's marks on one member (saved, the private note, "not interested") carried into every
 * answer cached under `['profiles']`, so a change shows at once on each card and profile of that
 * member, before the server has answered. The rules mirror the server's (modules/shortlist): saving
 * someone takes away "not interested", and "not interested" takes them off the Saved list.
 */
export interface MemberMarks {
  saved?: boolean;
  note?: string;
  notInterested?: boolean;
}

interface Card {
  _id: string;
  saved: boolean;
}

interface SavedEntry {
  profile: Card;
  note: string;
}

interface Relationship {
  saved: boolean;
  note: string;
  notInterested: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A list's page: cards (search, My matches) or the Saved list's entries. */
function markPage(page: unknown, id: string, marks: MemberMarks): unknown {
  if (!isObject(page)) return page;
  const leaves = marks.notInterested === true;
  if (Array.isArray(page.profiles)) {
    const cards = page.profiles as Card[];
    if (!cards.some((card) => card._id === id)) return page;
    const profiles = leaves
      ? cards.filter((card) => card._id !== id)
      : cards.map((card) => (card._id === id && marks.saved !== undefined ? { ...card, saved: marks.saved } : card));
    return { ...page, profiles };
  }
  if (Array.isArray(page.saved)) {
    const entries = page.saved as SavedEntry[];
    if (!entries.some((entry) => entry.profile._id === id)) return page;
    // Who is no longer saved leaves the Saved list; its total follows.
    if (leaves || marks.saved === false) {
      const saved = entries.filter((entry) => entry.profile._id !== id);
      return typeof page.total === 'number' ? { ...page, saved, total: page.total - 1 } : { ...page, saved };
    }
    const saved = entries.map((entry) =>
      entry.profile._id === id && marks.note !== undefined ? { ...entry, note: marks.note } : entry,
    );
    return { ...page, saved };
  }
  return page;
}

/** A profile page's relationship, by the same rules as the server's. */
function markRelationship(relationship: Relationship, marks: MemberMarks): Relationship {
  const next = { ...relationship };
  if (marks.saved !== undefined) {
    next.saved = marks.saved;
    if (marks.saved) next.notInterested = false;
    else next.note = '';
  }
  if (marks.note !== undefined) next.note = marks.note;
  if (marks.notInterested !== undefined) {
    next.notInterested = marks.notInterested;
    if (marks.notInterested) {
      next.saved = false;
      next.note = '';
    }
  }
  return next;
}

/**
 * `data` with `marks` applied for member `id`, or undefined when it holds nothing of theirs (TanStack
 * Query then leaves that entry as it is, its age included). A list's pages lose the member when
 * marked "not interested"; the Saved list loses them when unsaved.
 */
export function withMarks(data: unknown, id: string, marks: MemberMarks): unknown {
  if (!isObject(data)) return undefined;
  if (Array.isArray(data.pages)) {
    const pages = data.pages.map((page) => markPage(page, id, marks));
    return pages.some((page, i) => page !== (data.pages as unknown[])[i]) ? { ...data, pages } : undefined;
  }
  if (data._id === id && isObject(data.relationship)) {
    return { ...data, relationship: markRelationship(data.relationship as unknown as Relationship, marks) };
  }
  return undefined;
}

/** Shows `marks` on every cached card and profile of member `id`. */
export function applyMarks(client: QueryClient, id: string, marks: MemberMarks): void {
  client.setQueriesData({ queryKey: profilesQueryKey }, (data: unknown) => withMarks(data, id, marks));
}
