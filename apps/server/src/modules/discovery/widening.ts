import { DISTANCE_CHOICES_KM, type PartnerCriterion, type Preferences } from '@mithaq/contracts/partner-criteria';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '@mithaq/contracts/profile-rules';

/**
 * The steps My matches takes when too few fit as asked (docs/decisions/0064-finding-the-right-person.md
 * "When too few fit"), from the viewer's preferences alone: first the preferred (not must) lists are
 * set aside, then a preferred distance doubles twice and is then set aside, then a preferred age range
 * widens by 2 and then 5 years each way. A must is never touched, nor gender, nor blocks.
 */
export type Step =
  | { kind: 'preferences'; criteria: PartnerCriterion[]; preferences: Preferences }
  | { kind: 'distance'; fromKm: number; toKm: number | null; preferences: Preferences }
  | { kind: 'age'; ageMin: number; ageMax: number; preferences: Preferences };

const AGE_STEPS = [2, 5];
const DISTANCE_DOUBLINGS = 2;

/** The next distance choice at least twice as far. */
function fartherChoice(km: number): number | null {
  return DISTANCE_CHOICES_KM.find((choice) => choice >= km * 2) ?? null;
}

export function wideningSteps(p: Preferences, setCriteria: PartnerCriterion[]): Step[] {
  const prefers = setCriteria.filter((c) => !p.must.includes(c));
  const widensByDistance = prefers.includes('location') && p.withinKm !== null;
  const setAside = prefers.filter((c) => c !== 'age' && !(c === 'location' && widensByDistance));
  const steps: Step[] = [];
  let current: Preferences = p;
  if (setAside.length) steps.push({ kind: 'preferences', criteria: setAside, preferences: current });
  if (widensByDistance && p.withinKm !== null) {
    let km: number | null = p.withinKm;
    for (let i = 0; i < DISTANCE_DOUBLINGS && km !== null; i++) {
      km = fartherChoice(km);
      if (km !== null) {
        current = { ...current, withinKm: km };
        steps.push({ kind: 'distance', fromKm: p.withinKm, toKm: km, preferences: current });
      }
    }
    current = { ...current, withinKm: null };
    steps.push({ kind: 'distance', fromKm: p.withinKm, toKm: null, preferences: current });
  }
  if (prefers.includes('age') && p.ageMin !== null && p.ageMax !== null) {
    for (const years of AGE_STEPS) {
      const ageMin = Math.max(PARTNER_AGE_MIN, p.ageMin - years);
      const ageMax = Math.min(PARTNER_AGE_MAX, p.ageMax + years);
      if (ageMin === current.ageMin && ageMax === current.ageMax) continue;
      current = { ...current, ageMin, ageMax };
      steps.push({ kind: 'age', ageMin, ageMax, preferences: current });
    }
  }
  return steps;
}

/** The criteria a step still filters on: the musts, and the preferences not yet set aside. */
export function filteringCriteria(
  setCriteria: PartnerCriterion[],
  musts: PartnerCriterion[],
  setAside: Set<PartnerCriterion>,
  current: Preferences,
): PartnerCriterion[] {
  return setCriteria.filter((c) => {
    if (musts.includes(c)) return true;
    if (setAside.has(c)) return false;
    if (c === 'location') return current.withinKm !== null || current.countries.length > 0 || current.cities.length > 0;
    return true;
  });
}
