/**
 * Browse latency at scale: `node --import tsx bench/browse.bench.ts [members]`.
 * Fills a throwaway embedded PostgreSQL with N members (default 50,000), then times GET /api/profiles
 * through the real app for the first page, a deep page (keyset cursor) and filtered pages. Keyset
 * pagination should make a deep page cost about what the first does: the ratio is the result that
 * matters on a noisy shared machine, not the milliseconds.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { percentile, withBenchApp } from './bench-app.js';

const total = Number(process.argv[2] ?? 50_000);
const RUNS = 30;

async function main() {
  await withBenchApp(async (app, database) => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Bench Viewer',
        email: 'viewer@bench.test',
        password: 'bench-pass',
        age: 30,
        gender: 'Male',
        city: 'Pune',
        profession: 'Engineer',
        sect: 'Sunni',
      },
    });
    const auth = { authorization: `Bearer ${reg.json().token}` };

    const started = performance.now();
    await database.db.execute(sql`
      insert into members (email, password_hash, full_name, age, gender, city, profession, education, sect, marital_status,
                           email_verified, phone_verified, is_verified, created_at)
      select 'm' || g || '@bench.test', 'x', 'Member ' || g, 18 + g % 30,
             case when g % 2 = 0 then 'Female' else 'Male' end,
             (array['Hyderabad','Mumbai','Delhi','Dubai','London','Toronto'])[1 + g % 6],
             (array['Engineer','Doctor','Teacher','Business'])[1 + g % 4],
             (array['Bachelors','Masters','PhD'])[1 + g % 3],
             (array['Sunni','Shia','Deobandi','Barelvi'])[1 + g % 4],
             'Never Married', g % 2 = 0, g % 3 = 0, g % 7 = 0, now() - (g || ' minutes')::interval
      from generate_series(1, ${total}) g`);
    await database.db.execute(sql`analyze members`);
    console.log(`inserted ${total} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const time = async (label: string, url: string) => {
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: auth });
        ms.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      }
      const p50 = percentile(ms, 0.5);
      console.log(`${label.padEnd(28)} p50 ${p50.toFixed(1)} ms   p95 ${percentile(ms, 0.95).toFixed(1)} ms`);
      return p50;
    };

    const first = await time('first page', '/api/profiles');
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/profiles${cursor ? `?cursor=${cursor}` : ''}`,
        headers: auth,
      });
      cursor = res.json().nextCursor;
      if (!cursor) break;
    }
    const deep = await time('page 101 (keyset cursor)', `/api/profiles?cursor=${cursor}`);
    await time('filter location=dubai', '/api/profiles?location=dubai');
    await time('filter sect+age 25-30', '/api/profiles?sect=Shia&minAge=25&maxAge=30');
    await time('filter rare (no match)', '/api/profiles?location=nowhere');
    await time('verified members only', '/api/profiles?verifiedOnly=true');
    console.log(`deep/first page latency ratio: ${(deep / first).toFixed(2)} (keyset target: < 2)`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
