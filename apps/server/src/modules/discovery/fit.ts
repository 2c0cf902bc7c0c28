import type { FitSummary } from '@mithaq/contracts/discovery';
import type { MatchScore } from '@mithaq/contracts/match-score';
import { fitDirection, twoWayScore } from '@mithaq/contracts/partner-criteria';
import { currentAge, partnerOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import type { ViewerFacts } from './fit-sql.js';

/** A member as others' preferences see them (contracts `FitProfile`). */
export function fitProfileOf(row: MemberRow): ViewerFacts {
  return {
    id: row.id,
    age: currentAge(row),
    gender: row.gender,
    height: row.height,
    maritalStatus: row.maritalStatus,
    sect: row.sect,
    madhab: row.madhab,
    religiousCommitment: row.religiousCommitment,
    prays: row.prays,
    hijab: row.hijab,
    beard: row.beard,
    education: row.education,
    profession: row.profession,
    language: row.language,
    countryCode: row.countryCode,
    cityId: row.cityId,
    latitude: row.latitude,
    longitude: row.longitude,
    openToRelocate: row.openToRelocate,
  };
}

/**
 * How the two fit each other (docs/decisions/0064-finding-the-right-person.md "The two-way fit"): the
 * viewer's own criteria one by one, and only the count of the other's.
 */
export function fitBetween(viewer: MemberRow, other: MemberRow): MatchScore {
  const theyFitYou = fitDirection(partnerOf(viewer), fitProfileOf(other), viewer);
  const youFitThem = fitDirection(partnerOf(other), fitProfileOf(viewer), other);
  return {
    overall: twoWayScore(theyFitYou, youFitThem),
    theyFitYou: {
      met: theyFitYou.met,
      considered: theyFitYou.considered,
      criteria: theyFitYou.results.map(({ criterion, met, must }) => ({ criterion, met, must })),
    },
    youFitThem: { met: youFitThem.met, considered: youFitThem.considered },
  };
}

/** The fit line of a card; null when neither of the two set a preference. */
export function fitSummary(viewer: MemberRow, other: MemberRow): FitSummary | null {
  const { overall, theyFitYou, youFitThem } = fitBetween(viewer, other);
  if (theyFitYou.considered === 0 && youFitThem.considered === 0) return null;
  return { overall, theyFitYou: { met: theyFitYou.met, considered: theyFitYou.considered }, youFitThem };
}
