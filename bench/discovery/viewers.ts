/**
 * The signed-in members the discovery bench searches as, in three groups (README "Viewers"):
 *   general          generated members with a gazetteer city, half men, half women (about 70 % of them
 *                    with preferences, as everyone): the searches;
 *   with preferences generated members with structured preferences: My matches as most see it;
 *   narrow           other members with preferences, given preferences few members meet, none of them
 *                    musts but one (never married), so My matches widens: the relaxation path.
 * Each viewer sent 15 interests and received 10 (the most recently active members of the other
 * gender, who are also the ones search and My matches read first) and blocked 2, so the "neither
 * blocked nor with an interest" arrays are not empty. Sessions are made as bench/load makes them.
 * Everything here is idempotent: a kept DATA_DIR gives the same viewers run after run.
 */
import type pg from 'pg';
import { createTokens } from '../messaging/common.js';
import { seededRandom } from './random.js';

export type ViewerGroup = 'general' | 'withPreferences' | 'narrow';

export interface Viewers {
  tokens: Record<ViewerGroup, string[]>;
  ids: Record<ViewerGroup, string[]>;
}

const SENT = 15;
const RECEIVED = 10;
const BLOCKED = 2;
/** Whom a viewer's interests and blocks are drawn from: the other gender's most recently active. */
const RECENT_POOL = 3_000;

const HAS_PREFERENCES = `(partner_age_min is not null or cardinality(pref_sects) > 0 or pref_min_education is not null)`;

async function pick(
  pool: pg.Pool,
  gender: string,
  count: number,
  where: string,
  salt: string,
  taken: string[],
): Promise<string[]> {
  // md5 of the e-mail: a fixed, spread-out sample (d<g>@discovery.test are the generated members).
  const { rows } = await pool.query<{ id: string }>(
    `select id from members
      where account_status = 'active' and gender = $1 and city_id is not null and email like 'd%@discovery.test'
        and ${where} and not (id = any($4::uuid[]))
      order by md5(email || $2) limit $3`,
    [gender, salt, count, taken],
  );
  return rows.map((r) => r.id);
}

async function bothGenders(pool: pg.Pool, perGender: number, where: string, salt: string, taken: string[] = []) {
  const [men, women] = await Promise.all([
    pick(pool, 'Male', perGender, where, salt, taken),
    pick(pool, 'Female', perGender, where, salt, taken),
  ]);
  // Alternating, so any run of consecutive requests asks as both genders.
  return men.flatMap((m, i) => [m, women[i]].filter((id): id is string => Boolean(id)));
}

/**
 * Preferences few members meet: age within a year, the rare sect, two rare professions, the own
 * mother tongue and within 10 km, all preferred; never married a must.
 */
async function narrowPreferences(pool: pg.Pool, ids: string[]) {
  await pool.query(
    `update members set
       partner_age_min = greatest(18, age - 1), partner_age_max = age + 1, partner_age_note = null,
       pref_height_min = null, pref_height_max = null, pref_marital_statuses = '{Never Married}',
       pref_sects = '{"Ahl-e-Hadith (Salafi)"}', pref_madhabs = '{}', pref_commitments = '{}',
       pref_prays = null, pref_hijab = null, pref_beard = null, pref_min_education = null,
       pref_professions = '{"Islamic Scholar / Imam","Researcher / Scientist"}',
       pref_languages = array[coalesce(language, 'Urdu')], pref_countries = '{}', pref_city_ids = '{}',
       pref_within_km = 10, pref_must = '{maritalStatus}', partner = '{}'
     where id = any($1::uuid[])`,
    [ids],
  );
}

async function interestsAndBlocks(pool: pg.Pool, viewerIds: string[]) {
  await pool.query('delete from interests where from_id = any($1::uuid[]) or to_id = any($1::uuid[])', [viewerIds]);
  await pool.query('delete from blocks where blocker_id = any($1::uuid[]) or blocked_id = any($1::uuid[])', [
    viewerIds,
  ]);
  const { rows: viewers } = await pool.query<{ id: string; gender: string }>(
    'select id, gender from members where id = any($1::uuid[]) order by id',
    [viewerIds],
  );
  const recent = new Map<string, string[]>();
  for (const gender of ['Male', 'Female']) {
    const { rows } = await pool.query<{ id: string }>(
      `select id from members where account_status = 'active' and gender = $1
        order by last_active_at desc, id desc limit ${RECENT_POOL}`,
      [gender],
    );
    recent.set(
      gender,
      rows.map((r) => r.id).filter((id) => !viewerIds.includes(id)),
    );
  }
  const random = seededRandom(64);
  const from: string[] = [];
  const to: string[] = [];
  const blocker: string[] = [];
  const blocked: string[] = [];
  for (const v of viewers) {
    const others = recent.get(v.gender === 'Male' ? 'Female' : 'Male') ?? [];
    const chosen = new Set<string>();
    while (chosen.size < SENT + RECEIVED + BLOCKED) chosen.add(others[Math.floor(random() * others.length)] as string);
    [...chosen].forEach((other, i) => {
      const [a, b, into] =
        i < SENT ? [v.id, other, 'interest'] : i < SENT + RECEIVED ? [other, v.id, 'interest'] : [v.id, other, 'block'];
      (into === 'interest' ? from : blocker).push(a);
      (into === 'interest' ? to : blocked).push(b);
    });
  }
  await pool.query(
    `insert into interests (from_id, to_id, status, created_at)
     select f, t, (array['pending','accepted','declined'])[1 + (row_number() over () % 3)::int], now() - interval '3 days'
       from unnest($1::uuid[], $2::uuid[]) as u(f, t)
     on conflict do nothing`,
    [from, to],
  );
  await pool.query(
    'insert into blocks (blocker_id, blocked_id) select * from unnest($1::uuid[], $2::uuid[]) on conflict do nothing',
    [blocker, blocked],
  );
}

/** `perGroup` viewers in each group (half men, half women, no one in two groups), with live sessions. */
export async function prepareViewers(
  pool: pg.Pool,
  db: Parameters<typeof createTokens>[0],
  perGroup: number,
): Promise<Viewers> {
  const half = Math.ceil(perGroup / 2);
  const general = await bothGenders(pool, half, 'true', 'general');
  const withPreferences = await bothGenders(pool, half, HAS_PREFERENCES, 'preferences', general);
  const narrow = await bothGenders(pool, half, HAS_PREFERENCES, 'narrow', [...general, ...withPreferences]);
  const ids: Record<ViewerGroup, string[]> = { general, withPreferences, narrow };
  await narrowPreferences(pool, narrow);
  await interestsAndBlocks(pool, [...general, ...withPreferences, ...narrow]);
  const tokens: Record<ViewerGroup, string[]> = {
    general: await createTokens(db, general),
    withPreferences: await createTokens(db, withPreferences),
    narrow: await createTokens(db, narrow),
  };
  return { ids, tokens };
}
