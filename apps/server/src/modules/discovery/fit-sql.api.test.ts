import {
  EDUCATION_LEVELS,
  HEIGHTS,
  heightToInches,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { consideredCriteria, fitDirection } from '@mithaq/contracts/partner-criteria';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { partnerOf } from '../members/member-mapper.js';
import { insertTargetWomen } from '../profiles/profiles.test-helpers.js';
import { PLACES } from './discovery.test-helpers.js';
import { fitBetween, fitProfileOf } from './fit.js';
import { passesTheirMusts, scoreSql, theirCounts, yourMetCount } from './fit-sql.js';

const t = useTestApp();

/** A small deterministic generator, so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const maybe = <T>(value: () => T, orElse: T) => (next() < 0.5 ? value() : orElse);
  const some = (list: readonly string[]) => list.filter(() => next() < 0.3);
  return { next, pick, maybe, some };
}

const PLACE_LIST = Object.values(PLACES);

function randomColumns(r: ReturnType<typeof randomOf>) {
  const place = r.pick(PLACE_LIST);
  const ageMin = 18 + Math.floor(r.next() * 20);
  const prefs = {
    partnerAgeMin: r.maybe(() => ageMin, null),
    prefHeightMin: r.maybe(() => heightToInches(r.pick(HEIGHTS)), null),
    prefMaritalStatuses: r.some(MARITAL_STATUSES),
    prefSects: r.some(SECTS),
    prefMadhabs: r.some(MADHABS),
    prefCommitments: r.some(RELIGIOUS_COMMITMENTS),
    prefPrays: r.maybe(() => true, null),
    prefHijab: r.maybe(() => true, null),
    prefBeard: r.maybe(() => true, null),
    prefMinEducation: r.maybe(() => r.pick(EDUCATION_LEVELS.filter((l) => l !== 'Other')), null),
    prefProfessions: r.some(PROFESSIONS.slice(0, 8)),
    prefLanguages: r.some(LANGUAGES.slice(0, 5)),
    prefCountries: r.some(['IN', 'PK', 'FJ']),
    prefWithinKm: r.maybe(() => r.pick([25, 100, 1000]), null),
  };
  return {
    age: 20 + Math.floor(r.next() * 25),
    height: r.maybe(() => r.pick(HEIGHTS), null),
    maritalStatus: r.maybe(() => r.pick(MARITAL_STATUSES), null),
    sect: r.maybe(() => r.pick(SECTS), null),
    madhab: r.maybe(() => r.pick(MADHABS), null),
    religiousCommitment: r.maybe(() => r.pick(RELIGIOUS_COMMITMENTS), null),
    prays: r.maybe(() => r.next() < 0.5, null),
    hijab: r.maybe(() => r.next() < 0.5, null),
    beard: r.maybe(() => r.next() < 0.5, null),
    education: r.maybe(() => r.pick(EDUCATION_LEVELS), null),
    profession: r.maybe(() => r.pick(PROFESSIONS.slice(0, 8)), null),
    language: r.maybe(() => r.pick(LANGUAGES.slice(0, 5)), null),
    openToRelocate: r.next() < 0.1,
    ...r.maybe<{ countryCode: string | null; latitude: number | null; longitude: number | null }>(() => place, {
      countryCode: null,
      latitude: null,
      longitude: null,
    }),
    ...prefs,
    partnerAgeMax: prefs.partnerAgeMin === null ? null : prefs.partnerAgeMin + 8,
    prefHeightMax: prefs.prefHeightMin === null ? null : Math.min(78, prefs.prefHeightMin + 6),
  };
}

describe('the two-way fit in SQL', () => {
  it('scores and applies musts as the TypeScript rule does, over random members', async () => {
    const r = randomOf(20261128);
    const women = await insertTargetWomen(t, 60);
    for (const { id } of women) {
      await t.db.update(members).set(randomColumns(r)).where(eq(members.id, id));
      const [row] = await t.db.select().from(members).where(eq(members.id, id));
      if (!row) throw new Error('no row');
      const prefMust = consideredCriteria(partnerOf(row), 'Male').filter(() => r.next() < 0.3);
      await t.db.update(members).set({ prefMust }).where(eq(members.id, id));
    }
    const [viewerRow] = await insertTargetWomen(t, 1);
    if (!viewerRow) throw new Error('no viewer');
    for (let round = 0; round < 8; round++) {
      const columns = randomColumns(r);
      await t.db
        .update(members)
        .set({ ...columns, gender: 'Male' })
        .where(eq(members.id, viewerRow.id));
      const [viewer] = await t.db.select().from(members).where(eq(members.id, viewerRow.id));
      if (!viewer) throw new Error('no viewer');
      const prefs = partnerOf(viewer);
      const facts = fitProfileOf(viewer);
      const home = { latitude: viewer.latitude, longitude: viewer.longitude };
      const considered = consideredCriteria(prefs, 'Female').length;
      const rows = await t.db
        .select({
          member: members,
          score: scoreSql(considered, yourMetCount(prefs, 'Female', home), theirCounts(facts)),
          passes: passesTheirMusts(facts),
        })
        .from(members)
        .where(sql`${members.gender} = 'Female' and ${members.id} <> ${viewer.id}`);
      let failing = 0;
      for (const row of rows) {
        const expected = fitBetween(viewer, row.member);
        expect(row.score, `round ${round}, ${row.member.id}`).toBe(expected.overall);
        const theirs = fitDirection(partnerOf(row.member), facts, row.member);
        expect(row.passes, `round ${round}, ${row.member.id}`).toBe(theirs.failedMusts.length === 0);
        if (!row.passes) failing++;
      }
      // The random data must exercise both answers.
      expect(failing).toBeGreaterThan(0);
      expect(failing).toBeLessThan(rows.length);
    }
  });
});
