import { consideredCriteria, type PartnerCriterion, type Preferences } from '@mithaq/contracts/partner-criteria';
import type { Db } from '../../platform/db/client.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { partnerOf } from '../members/member-mapper.js';
import { fitProfileOf } from './fit.js';
import type { ViewerFacts } from './fit-sql.js';
import { recentlyActiveListable } from './search.repo.js';

/** A member's side of the fit as picks read it: for the window's members, worked out once for the whole run. */
export interface WindowMember {
  id: string;
  profile: ViewerFacts;
  prefs: Preferences;
  home: { latitude: number | null; longitude: number | null };
  /** What they asked of the other gender (their preferences that apply to it), and which of it is a must. */
  criteria: PartnerCriterion[];
  musts: PartnerCriterion[];
}

/**
 * How long a run's window is kept: longer than a zone's run takes, so that every batch of it on this
 * instance reads the same members (docs/decisions/0065-coming-back.md "Daily picks").
 */
const WINDOW_KEPT_MS = 45 * 60_000;

interface KeptWindow {
  keptAt: number;
  members: Promise<WindowMember[]>;
}

/** Per database (the tests' apps each have their own), per run and gender. */
const kept = new WeakMap<Db, Map<string, KeptWindow>>();

/** A member's side of the fit with members of `otherGender`: their facts, and what they ask of that gender. */
export function fitSideOf(row: Parameters<typeof fitProfileOf>[0], otherGender: string | null): WindowMember {
  const prefs = partnerOf(row);
  const criteria = otherGender ? consideredCriteria(prefs, otherGender) : [];
  return {
    id: row.id,
    profile: fitProfileOf(row),
    prefs,
    home: { latitude: row.latitude, longitude: row.longitude },
    criteria,
    musts: criteria.filter((c) => prefs.must.includes(c)),
  };
}

/**
 * The members a run's picks of `gender` come from: the most recently active who may be listed
 * (search.repo.ts `recentlyActiveListable`), most recently active first, read once per run on each
 * instance instead of once per member. Whom each member may not be shown is read per batch, fresh.
 */
export function pickWindow(db: Db, runKey: string, gender: string, now: number): Promise<WindowMember[]> {
  const windows = kept.get(db) ?? new Map<string, KeptWindow>();
  kept.set(db, windows);
  for (const [key, window] of windows) if (now - window.keptAt > WINDOW_KEPT_MS) windows.delete(key);
  const key = `${runKey}\u0000${gender}`;
  const found = windows.get(key);
  if (found) return found.members;
  const viewersGender = oppositeGender(gender);
  const members = recentlyActiveListable(db, gender).then((rows) => rows.map((r) => fitSideOf(r, viewersGender)));
  // A failed read is not kept: the batch's retry reads again.
  members.catch(() => windows.delete(key));
  windows.set(key, { keptAt: now, members });
  return members;
}
