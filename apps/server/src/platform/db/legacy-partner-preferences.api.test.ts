import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { migrateLegacyPartnerPreferences } from './legacy-partner-preferences.js';
import { members } from './schema.js';

/**
 * Rows of the shape before migration 0024 (the spec's free-text partner preferences in `partner`),
 * read into the structured columns by the step `applyMigrations` runs after the gazetteer is loaded.
 */
const t = useTestApp();

async function runStep() {
  await t.db.execute(sql`delete from drizzle.data_steps where name = 'legacy_partner_preferences'`);
  const client = await t.database.pool.connect();
  try {
    return await migrateLegacyPartnerPreferences(client);
  } finally {
    client.release();
  }
}

describe('reading the old free-text partner preferences', () => {
  it('turns what reads into preferences, keeps the rest word for word in the note, and runs once', async () => {
    const [readable, mixed, untouched] = await t.db
      .insert(members)
      .values(
        [1, 2, 3].map((n) => ({
          email: `legacy-${n}-${Date.now()}@example.com`,
          passwordHash: 'not-used',
          fullName: 'Old Member',
          age: 30,
          gender: 'Female',
          city: 'Pune',
        })),
      )
      .returning({ id: members.id });
    if (!readable || !mixed || !untouched) throw new Error('no rows');
    await t.db
      .update(members)
      .set({
        partner: {
          height: '5 ft 6 in - 6 ft 0 in',
          education: 'Masters or above',
          profession: 'Doctor or Engineer',
          religiousCommitment: 'Moderate',
          sect: 'Sunni',
          region: 'Pakistan or UAE',
          familyBackground: 'Educated family',
        },
      })
      .where(eq(members.id, readable.id));
    await t.db
      .update(members)
      .set({ partner: { sect: 'Sunni, Hanafi preferred', region: 'Hyderabad', height: 'Any' } })
      .where(eq(members.id, mixed.id));
    expect(await runStep()).toBe(2);

    const [a] = await t.db.select().from(members).where(eq(members.id, readable.id));
    expect(a).toMatchObject({
      prefHeightMin: 66,
      prefHeightMax: 72,
      prefMinEducation: 'Masters',
      prefProfessions: ['Doctor', 'Engineer'],
      prefCommitments: ['Moderate'],
      prefSects: ['Sunni'],
      prefCountries: ['PK', 'AE'],
      partner: { familyBackground: 'Educated family', note: null },
    });
    const [b] = await t.db.select().from(members).where(eq(members.id, mixed.id));
    expect(b?.prefSects).toEqual([]);
    expect(b?.prefCityIds).toHaveLength(1);
    expect(b?.prefHeightMin).toBeNull();
    expect(b?.partner).toEqual({ note: 'Sect: Sunni, Hanafi preferred' });
    const [c] = await t.db.select().from(members).where(eq(members.id, untouched.id));
    expect(c?.partner).toEqual({});
    // Recorded as done: a later start reads nothing.
    const client = await t.database.pool.connect();
    try {
      expect(await migrateLegacyPartnerPreferences(client)).toBe(0);
    } finally {
      client.release();
    }
  });
});
