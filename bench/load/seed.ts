/**
 * The load benchmark's population, generated inside PostgreSQL (generate_series, INSERT … SELECT) so
 * 100,000 members with interests, matches, messages and photos take well under two minutes.
 *
 * Member number g (1…N) is kept in `bench_ids` for the bench's own joins. Genders alternate (odd g
 * male), so an interest from g to g+1, g+3 or g+5 is always between opposite genders. Every member
 * shares one real argon2id hash; photos share a few real encoded portraits (the app's own
 * encodePhotoVariants on the demo portraits), so a variant fetch returns real WebP bytes.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { countUnreadIntoConversations } from '../../apps/server/src/modules/messages/messages.repo.js';
import type { Db } from '../../apps/server/src/platform/db/client.js';
import { encodePhotoVariants } from '../../apps/server/src/platform/images/image-processing.js';
import { demoPortraitJpeg } from '../../apps/server/src/scripts/demo-portrait.js';

export const PASSWORD = 'bench-password';
const PORTRAITS = 6;
const list = (items: string) => items.split('|');

/**
 * Picks from a literal list by a hash of the member number and a salt: deterministic, and
 * independent of gender (g's parity) and of the other columns.
 */
const pick = (list: readonly string[], salt: string) =>
  sql.raw(
    `(array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + abs(hashtext(g || '${salt}')) % ${list.length}]`,
  );

// Weighted by repetition: most members live in a few large cities, as on the real site.
const CITIES = list(
  'Hyderabad|Hyderabad|Hyderabad|Mumbai|Mumbai|Mumbai|Delhi|Delhi|Bangalore|Bangalore|Lucknow|Chennai|Kolkata|Pune|Aurangabad|Bhopal|Dubai|Dubai|Abu Dhabi|Sharjah|Riyadh|Jeddah|Doha|Muscat|London|London|Manchester|Birmingham|Toronto|New York|Chicago|Sydney|Kuala Lumpur|Karachi|Lahore|Dhaka',
);
const PROFESSIONS = list(
  'Software Engineer|Civil Engineer|Doctor|Dentist|Pharmacist|Teacher|Lecturer|Business Owner|Accountant|Chartered Accountant|IT Professional|Government Service|Banker|Lawyer|Architect|Nurse|Student|Designer|Sales Manager|Homemaker',
);
const EDUCATION = list(
  'Bachelors|Bachelors|Bachelors|Masters|Masters|PhD|Diploma|High School|B.Tech|MBA|MBBS|M.Tech|B.Com|Other',
);
const SECTS = list('Sunni|Sunni|Sunni|Shia|Deobandi|Barelvi');
const MARITAL = list('Never Married|Never Married|Never Married|Never Married|Divorced|Widowed|Awaiting Divorce');
const FIRST_M = list('Yusuf|Omar|Ibrahim|Hamza|Imran|Bilal|Faisal|Tariq|Arif|Zaid|Adil|Salman');
const FIRST_F = list('Aisha|Fatima|Maryam|Zainab|Sana|Ayesha|Hira|Noor|Amina|Rukhsar|Sara|Iqra');
const LAST = list('Khan|Shaikh|Siddiqui|Ansari|Qureshi|Rahman|Hussain|Syed|Malik|Farooqui|Baig|Mirza');
const LANGUAGES = list('Urdu|Hindi|English|Telugu|Arabic|Bengali|Tamil|Malayalam');
const HEIGHTS = list('5 ft 0 in|5 ft 2 in|5 ft 4 in|5 ft 6 in|5 ft 8 in|5 ft 10 in|6 ft 0 in|6 ft 2 in');
const COMMITMENT = list('Strict|Moderate|Moderate|Liberal');

async function insertMembers(db: Db, total: number, passwordHash: string) {
  // Ages 18 to 47, skewed to the mid twenties; joined over the last two years.
  await db.execute(sql`
    insert into members (email, password_hash, full_name, age, gender, city, profession, education, sect, madhab,
                         marital_status, height, language, religious_commitment, prays, fasts, reads_quran,
                         income, employer, family_type, email_verified, phone_verified, is_verified,
                         created_at, updated_at)
    select 'm' || g || '@load.test', ${passwordHash},
           case when g % 2 = 1 then ${pick(FIRST_M, 'first_m')} else ${pick(FIRST_F, 'first_f')} end || ' ' || ${pick(LAST, 'last')},
           18 + least(29, abs(hashtext(g || 'age')) % 12 + abs(hashtext(g || 'age2')) % 19),
           case when g % 2 = 1 then 'Male' else 'Female' end,
           -- About one in a thousand has a rare city, profession or education: what the trigram indexes are for.
           case when g % 997 = 5 then 'Srinagar' else ${pick(CITIES, 'cities')} end,
           case when g % 991 = 5 then 'Airline Pilot' else ${pick(PROFESSIONS, 'professions')} end,
           case when g % 983 = 5 then 'Hafiz-e-Quran' else ${pick(EDUCATION, 'education')} end,
           ${pick(SECTS, 'sects')}, case when g % 3 = 0 then 'Shafi' else 'Hanafi' end,
           ${pick(MARITAL, 'marital')}, ${pick(HEIGHTS, 'heights')}, ${pick(LANGUAGES, 'languages')},
           ${pick(COMMITMENT, 'commitment')}, g % 4 <> 0, g % 5 <> 0, g % 3 <> 0,
           (3 + g % 40) || ' LPA', case when g % 4 = 0 then null else 'Company ' || (g % 500) end,
           case when g % 3 = 0 then 'Joint' else 'Nuclear' end,
           -- Trust checks vary, so browse ranks within a join day (docs/decisions/0032-trust-badges.md).
           g % 5 <> 0, g % 3 <> 1, g % 4 = 0,
           now() - ((g * 631) % (730 * 24 * 60) || ' minutes')::interval - (g || ' milliseconds')::interval, now()
      from generate_series(1, ${total}) g`);
  await db.execute(sql`
    create table bench_ids as
      select substring(email from '^m(\\d+)@')::int as g, id from members where email like 'm%@load.test'`);
  await db.execute(sql`create unique index on bench_ids (g) include (id)`);
}

/** Real encoded variants of a few portraits; every photo points at one of them. */
async function insertPortraits(db: Db) {
  await db.execute(
    sql`create table bench_portraits (k int, variant text, content_type text, bytes bytea, width int, height int)`,
  );
  for (let k = 0; k < PORTRAITS; k++) {
    const encoded = await encodePhotoVariants(await demoPortraitJpeg(k, k % 2 ? 'Male' : 'Female', k % 3 === 0));
    for (const v of encoded.variants) {
      await db.execute(sql`insert into bench_portraits values
        (${k}, ${v.variant}, ${v.contentType}, ${v.bytes}, ${encoded.width}, ${encoded.height})`);
    }
  }
}

/** One member in `every` has a photo, 95 % of them approved; a fifth of women with photos blur it. */
async function insertPhotos(db: Db, every: number) {
  await insertPortraits(db);
  await db.execute(sql`
    insert into photos (member_id, status, width, height, reviewed_at)
    select b.id, case when b.g % 20 = 0 then 'pending' else 'approved' end, 800, 800, now()
      from bench_ids b where b.g % ${every} = 1 or b.g % ${every} = 2`);
  // Files by key in the database storage, as the app writes them (platform/storage/file-keys.ts).
  await db.execute(sql`
    insert into storage_objects (key, content_type, bytes)
    select 'photos/' || p.id || '/' || t.variant, t.content_type, t.bytes
      from photos p join bench_ids b on b.id = p.member_id
      join bench_portraits t on t.k = b.g % ${PORTRAITS}`);
  await db.execute(sql`
    insert into photo_variants (photo_id, variant, content_type, storage_key)
    select p.id, t.variant, t.content_type, 'photos/' || p.id || '/' || t.variant
      from photos p join bench_ids b on b.id = p.member_id
      join bench_portraits t on t.k = b.g % ${PORTRAITS}`);
  await db.execute(sql`
    update members m set photo_id = p.id, photo_blurred = (b.g % 10 = 2)
      from photos p join bench_ids b on b.id = p.member_id where m.id = p.member_id`);
}

/**
 * Each member sends to g+1, g+3 and g+5 (about three sent and three received each): half pending,
 * three in ten accepted (a match), the rest declined. A third of matches have a conversation of 4 to
 * 12 messages, the receiver's last one or two unread.
 */
async function insertInterestsAndMessages(db: Db) {
  await db.execute(sql`
    insert into interests (from_id, to_id, status, created_at, responded_at)
    select a.id, b.id, s.status, now() - ((a.g * 7 + k) % 40 || ' days')::interval,
           case when s.status = 'pending' then null else now() - ((a.g * 7 + k) % 40 || ' days')::interval end
      from bench_ids a cross join (values (1), (3), (5)) ks(k)
      join bench_ids b on b.g = a.g + ks.k
      cross join lateral (select case when (a.g + k) % 10 < 5 then 'pending'
                                      when (a.g + k) % 10 < 8 then 'accepted' else 'declined' end as status) s`);
  await insertConversations(
    db,
    sql`select from_id as a, to_id as b, 4 + (hashtext(from_id::text) & 8) as n from interests
         where status = 'accepted' and hashtext(to_id::text) % 3 = 0`,
  );
}

/** Messages for each pair of `pairs` (columns a, b, n = messages) and the conversations rows. */
export async function insertConversations(db: Db, pairs: ReturnType<typeof sql>) {
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, content, created_at, delivered_at, read_at)
    select case when i % 2 = 0 then p.a else p.b end, case when i % 2 = 0 then p.b else p.a end,
           'Assalamu alaikum, message ' || i || ': long enough to look like a real preview line in the inbox.',
           t.at, t.at, case when i >= p.n - 1 then null else t.at end
      from (${pairs}) p cross join lateral generate_series(1, p.n) i
      cross join lateral (select now() - ((hashtext(p.a::text || p.b::text) & 1023) || ' minutes')::interval
                                 + (i || ' seconds')::interval as at) t`);
  await db.execute(sql`
    insert into conversations (member_a, member_b, last_message_id, last_message_at)
    select distinct on (least(sender_id, receiver_id), greatest(sender_id, receiver_id))
           least(sender_id, receiver_id), greatest(sender_id, receiver_id), id, created_at
      from messages order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at desc, id desc
    on conflict (member_a, member_b) do update set last_message_id = excluded.last_message_id,
                                                  last_message_at = excluded.last_message_at`);
  await countUnreadIntoConversations(db);
}

/**
 * The "large" member (g = 1): 300 interests received, 100 sent, 200 matches each with a 10-message
 * conversation, on top of the three or so every member has.
 */
async function enlargeMember(db: Db) {
  await db.execute(sql`
    insert into interests (from_id, to_id, status, created_at, responded_at)
    select o.id, v.id, case when o.g < 10000 then 'pending' else 'accepted' end, now() - interval '1 day',
           case when o.g < 10000 then null else now() end
      from bench_ids v, bench_ids o
     where v.g = 1 and ((o.g between 9400 and 9998 and o.g % 2 = 0) or (o.g between 10000 and 10398 and o.g % 2 = 0))
    union all
    select v.id, o.id, 'pending', now() - interval '2 days', null
      from bench_ids v, bench_ids o where v.g = 1 and o.g between 11000 and 11198 and o.g % 2 = 0
    on conflict do nothing`);
  await insertConversations(
    db,
    sql`select i.from_id as a, i.to_id as b, 10 as n from interests i join bench_ids v on v.id = i.to_id
         where v.g = 1 and i.status = 'accepted'
           and not exists (select 1 from messages m where m.sender_id = i.from_id and m.receiver_id = i.to_id)`,
  );
}

export interface SeedTimings {
  members: number;
  photos: number;
  interests: number;
  messages: number;
}

/** Fills the database; returns how many rows of each kind it holds afterwards. */
export async function seedPopulation(db: Db, total: number, log: (line: string) => void): Promise<SeedTimings> {
  await insertMembers(db, total, await hashPassword(PASSWORD));
  log(`members: ${total}`);
  await insertPhotos(db, 10);
  log('photos: one member in five, real WebP variants');
  await insertInterestsAndMessages(db);
  await enlargeMember(db);
  await db.execute(sql`analyze`);
  const { rows } = await db.execute<{ [k: string]: number }>(sql`select
      (select count(*)::int from members) as members, (select count(*)::int from photos) as photos,
      (select count(*)::int from interests) as interests, (select count(*)::int from messages) as messages`);
  const counts = rows[0] as unknown as SeedTimings;
  log(`interests: ${counts.interests}, messages: ${counts.messages}, photos: ${counts.photos}`);
  return counts;
}

/** Member ids by number g. */
export async function idsOf(db: Db, gs: number[]): Promise<string[]> {
  const { rows } = await db.execute<{ g: number; id: string }>(
    sql`select g, id from bench_ids where g = any(${`{${gs.join(',')}}`}::int[])`,
  );
  const byG = new Map(rows.map((r) => [r.g, r.id]));
  return gs.map((g) => {
    const id = byG.get(g);
    if (!id) throw new Error(`no member ${g}`);
    return id;
  });
}
