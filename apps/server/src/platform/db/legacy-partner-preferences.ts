import {
  LEGACY_SET_FIELDS,
  type PlaceLookups,
  readEducationText,
  readHeightText,
  readRegionText,
  readSetText,
} from '@mithaq/contracts/legacy-partner';
import { heightToInches } from '@mithaq/contracts/options';
import type pg from 'pg';

/**
 * Reads the spec's free-text partner preferences left in `members.partner` by rows saved before
 * migration 0024 into the structured columns, on start, after the gazetteer is loaded
 * (docs/decisions/0064-finding-the-right-person.md "Text preferences"): what reads as a preference
 * becomes one; what does not is kept, word for word, in the note the member sees with their
 * preferences. The old keys are then removed, so a row is read once. The readers are contracts
 * legacy-partner.ts, the same that read a request still sending the text fields.
 */

const OLD_KEYS = ['height', 'education', 'profession', 'religiousCommitment', 'sect', 'region'] as const;
const BATCH = 500;

/** How the note names each old field it keeps. */
const NOTE_LABELS: Record<(typeof OLD_KEYS)[number], string> = {
  height: 'Height',
  education: 'Education',
  profession: 'Profession',
  religiousCommitment: 'Religious commitment',
  sect: 'Sect',
  region: 'Region',
};

type OldPartner = Partial<Record<(typeof OLD_KEYS)[number] | 'note', string | null>>;

export interface LegacyReading {
  columns: Record<string, unknown>;
  note: string | null;
}

/** One row's old texts as column values and a note of what did not read. */
export async function readLegacyPartner(old: OldPartner, places: PlaceLookups): Promise<LegacyReading> {
  const columns: Record<string, unknown> = {};
  const unread: string[] = [];
  const keep = (key: (typeof OLD_KEYS)[number], text: string) => unread.push(`${NOTE_LABELS[key]}: ${text}`);
  for (const key of OLD_KEYS) {
    const text = old[key]?.trim();
    if (!text) continue;
    const read = await readOne(key, text, places);
    if (read === null) keep(key, text);
    else Object.assign(columns, read);
  }
  const note = [old.note, ...unread].filter(Boolean).join('\n') || null;
  return { columns, note };
}

async function readOne(
  key: (typeof OLD_KEYS)[number],
  text: string,
  places: PlaceLookups,
): Promise<Record<string, unknown> | null> {
  switch (key) {
    case 'height': {
      const read = readHeightText(text);
      if (read === null || read === 'any') return read === 'any' ? {} : null;
      return { pref_height_min: heightToInches(read.heightMin), pref_height_max: heightToInches(read.heightMax) };
    }
    case 'education': {
      const read = readEducationText(text);
      return read === null ? null : { pref_min_education: read === 'any' ? null : read };
    }
    case 'region': {
      const read = await readRegionText(text, places);
      if (read === null || read === 'any') return read === 'any' ? {} : null;
      return { pref_countries: read.countries, pref_city_ids: read.cityIds };
    }
    default: {
      const read = readSetText(text, LEGACY_SET_FIELDS[key]);
      const column = { profession: 'pref_professions', religiousCommitment: 'pref_commitments', sect: 'pref_sects' }[
        key
      ];
      return read === null ? null : { [column]: read === 'any' ? [] : read };
    }
  }
}

async function placeLookups(client: pg.ClientBase): Promise<PlaceLookups> {
  const { rows } = await client.query<{ country_code: string }>('select distinct country_code from cities');
  return {
    countryCodes: new Set(rows.map((r) => r.country_code)),
    cityByName: async (name) => {
      const found = await client.query<{ id: number }>(
        `select id from cities where lower(ascii_name) = lower($1) or lower(name) = lower($1)
          order by population desc limit 1`,
        [name],
      );
      return found.rows[0]?.id ?? null;
    },
  };
}

const STEP = 'legacy_partner_preferences';

/**
 * Each row still holding an old key, a batch at a time; returns how many rows were read. Runs until it
 * has finished once (recorded in `drizzle.data_steps`): no save writes the old keys since migration 0024,
 * so later starts skip the scan of every member.
 */
export async function migrateLegacyPartnerPreferences(client: pg.ClientBase): Promise<number> {
  await client.query(
    'create table if not exists drizzle.data_steps (name text primary key, done_at timestamptz not null)',
  );
  const done = await client.query('select 1 from drizzle.data_steps where name = $1', [STEP]);
  if (done.rowCount) return 0;
  const total = await readEveryOldRow(client);
  await client.query('insert into drizzle.data_steps (name, done_at) values ($1, now()) on conflict do nothing', [
    STEP,
  ]);
  return total;
}

async function readEveryOldRow(client: pg.ClientBase): Promise<number> {
  const places = await placeLookups(client);
  const hasOldKey = `partner ?| array[${OLD_KEYS.map((k) => `'${k}'`).join(',')}]`;
  let total = 0;
  for (;;) {
    const { rows } = await client.query<{ id: string; partner: OldPartner & Record<string, unknown> }>(
      `select id, partner from members where ${hasOldKey} limit ${BATCH}`,
    );
    if (!rows.length) return total;
    for (const row of rows) await writeReading(client, row.id, await readLegacyPartner(row.partner, places));
    total += rows.length;
  }
}

async function writeReading(client: pg.ClientBase, id: string, { columns, note }: LegacyReading) {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 3}`);
  const removeOld = OLD_KEYS.map((k) => `'${k}'`).join(',');
  await client.query(
    `update members set partner = (partner - array[${removeOld}]) || jsonb_build_object('note', $2::text)
       ${sets.length ? `, ${sets.join(', ')}` : ''}
     where id = $1`,
    [id, note, ...names.map((name) => columns[name])],
  );
}
