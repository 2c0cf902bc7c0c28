import {
  EMPTY_PARTNER,
  isCriterionSet,
  PARTNER_CRITERIA,
  type PartnerCriterion,
  type PartnerPreferences,
} from '@mithaq/contracts/partner-criteria';

/**
 * The partner preferences as the editor holds them (docs/decisions/0064-finding-the-right-person.md
 * "Preferences a server can use"): the saved shape without the notes older text left, the family
 * background as the text box holds it.
 */
export type PartnerDraft = Omit<PartnerPreferences, 'note' | 'ageNote' | 'familyBackground'> & {
  familyBackground: string;
};

/** A saved partner as `GET /api/auth/me` (with musts) or another member's profile (without) gives it. */
export type SavedPartner = Partial<PartnerPreferences> | null | undefined;

const LIST_KEYS = [
  'maritalStatus',
  'sect',
  'madhab',
  'religiousCommitment',
  'profession',
  'motherTongue',
  'countries',
] as const;
const EXPECTATIONS = ['prays', 'hijab', 'beard'] as const;

/** The editor's starting values: the saved preferences, musts in the contracts' order. */
export function toPartnerDraft(saved: SavedPartner): PartnerDraft {
  const { note: _note, ageNote: _ageNote, familyBackground, ...rest } = { ...EMPTY_PARTNER, ...saved };
  const must = saved?.must ?? [];
  return { ...rest, familyBackground: familyBackground ?? '', must: PARTNER_CRITERIA.filter((c) => must.includes(c)) };
}

/** A preference holds a value (contracts `isCriterionSet`): only then can it be made a must. */
export const isSet = (draft: PartnerDraft, criterion: PartnerCriterion) => isCriterionSet(draft, criterion);

/**
 * The draft with `patch` applied. A must whose preference no longer holds a value is dropped, since
 * the server refuses a must without one (contracts partner.ts `mustsWithoutValue`).
 */
export function patchPartner(draft: PartnerDraft, patch: Partial<PartnerDraft>): PartnerDraft {
  const next = { ...draft, ...patch };
  return { ...next, must: next.must.filter((c) => isCriterionSet(next, c)) };
}

/** Makes a criterion a must, or a preference again; a must needs a value. */
export function setMust(draft: PartnerDraft, criterion: PartnerCriterion, isMust: boolean): PartnerDraft {
  if (isMust && !isCriterionSet(draft, criterion)) return draft;
  const must = new Set(draft.must);
  if (isMust) must.add(criterion);
  else must.delete(criterion);
  return { ...draft, must: PARTNER_CRITERIA.filter((c) => must.has(c)) };
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

export interface PartnerChangesOptions {
  /** Wizard: only send what now holds a value (spec section 2: the wizard never clears). */
  onlyFilled?: boolean;
}

/** The `partner` body of a save: the keys `PartnerInputSchema` takes. */
export type PartnerBody = Record<string, unknown>;

/**
 * What changed against the saved preferences, key by key (the server merges them): the age range
 * travels as both ends, the cities as their ids, an expectation as true or null. With `onlyFilled`
 * a cleared key is not sent, so the saved value stays, and so does a must on it.
 */
export function partnerChanges(
  savedPartner: SavedPartner,
  draft: PartnerDraft,
  { onlyFilled = false }: PartnerChangesOptions = {},
): PartnerBody {
  const saved = toPartnerDraft(savedPartner);
  const out: PartnerBody = {};
  const put = (key: string, value: unknown, isSame: boolean, isEmpty: boolean) => {
    if (isSame || (onlyFilled && isEmpty)) return;
    out[key] = value;
  };
  if (draft.ageMin !== saved.ageMin || draft.ageMax !== saved.ageMax) {
    if (!onlyFilled || draft.ageMin !== null || draft.ageMax !== null) {
      out.ageMin = draft.ageMin;
      out.ageMax = draft.ageMax;
    }
  }
  for (const key of ['heightMin', 'heightMax', 'education', 'withinKm'] as const) {
    put(key, draft[key], draft[key] === saved[key], draft[key] === null);
  }
  for (const key of EXPECTATIONS) {
    const value = draft[key] === true ? true : null;
    put(key, value, value === (saved[key] === true ? true : null), value === null);
  }
  for (const key of LIST_KEYS) put(key, draft[key], sameSet(draft[key], saved[key]), draft[key].length === 0);
  const cityIds = draft.cities.map((c) => c.id);
  put(
    'cityIds',
    cityIds,
    sameSet(
      cityIds,
      saved.cities.map((c) => c.id),
    ),
    cityIds.length === 0,
  );
  const background = draft.familyBackground.trim() || null;
  put('familyBackground', background, background === (saved.familyBackground.trim() || null), background === null);
  const kept = onlyFilled ? saved.must.filter((c) => !isCriterionSet(draft, c)) : [];
  const must = PARTNER_CRITERIA.filter((c) => kept.includes(c) || (draft.must.includes(c) && isCriterionSet(draft, c)));
  put('must', must, sameSet(must, saved.must), false);
  return out;
}

/** Where a key of the partner body is shown: the criterion it fills, or the family background. */
export function criterionOfKey(key: string): PartnerCriterion | 'familyBackground' | null {
  if (key === 'ageMin' || key === 'ageMax') return 'age';
  if (key === 'heightMin' || key === 'heightMax') return 'height';
  if (key === 'countries' || key === 'cityIds' || key === 'withinKm') return 'location';
  if (key === 'familyBackground') return 'familyBackground';
  return (PARTNER_CRITERIA as readonly string[]).includes(key) ? (key as PartnerCriterion) : null;
}
