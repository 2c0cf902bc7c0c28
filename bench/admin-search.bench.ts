/**
 * Staff profile search at scale: `node --import tsx bench/admin-search.bench.ts [members]`.
 * Fills a throwaway embedded PostgreSQL with N members (default 100,000) with realistic names and
 * emails, then times GET /api/admin/profiles?search=… through the real app (with a staff session)
 * for a name fragment, an email fragment, a fragment that matches nothing and a common one, and
 * prints each query plan. Goal on the 2-core machine: p99 under 50 ms.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createAdmin } from '../apps/server/src/modules/admin/admin-auth.service.js';
import { percentile, withBenchApp } from './bench-app.js';

const total = Number(process.argv[2] ?? 100_000);
const RUNS = 200;

async function main() {
  await withBenchApp(async (app, database) => {
    const started = performance.now();
    await database.db.execute(sql`
      insert into members (email, password_hash, full_name, age, gender, city, created_at)
      select lower(f) || '.' || lower(l) || g || '@' || (array['gmail.com','yahoo.co.in','outlook.com','hotmail.com'])[1 + g % 4],
             'x', f || ' ' || l, 18 + g % 30, case when g % 2 = 0 then 'Female' else 'Male' end,
             (array['Hyderabad','Mumbai','Delhi','Dubai','London','Toronto'])[1 + g % 6],
             now() - (g || ' minutes')::interval
        from generate_series(1, ${total}) g,
             lateral (select (array['Aisha','Fatima','Maryam','Zainab','Yusuf','Omar','Ibrahim','Hamza','Sana','Imran',
                                    'Ayesha','Bilal','Hira','Faisal','Noor','Tariq'])[1 + (g * 7) % 16] as f,
                             (array['Khan','Shaikh','Siddiqui','Ansari','Qureshi','Rahman','Hussain','Syed','Malik',
                                    'Farooqui','Baig','Mirza','Pathan','Chaudhry'])[1 + (g * 13) % 14] as l) n`);
    await database.db.execute(sql`analyze members`);
    console.log(`inserted ${total} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await createAdmin({ db: database.db }, { name: 'Bench', email: 'bench@staff.test', password: 'bench-password-1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'bench@staff.test', password: 'bench-password-1' },
    });
    const headers = { authorization: `Admin ${login.json().token}` };

    const time = async (label: string, search: string) => {
      const ms: number[] = [];
      let matched = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin/profiles?search=${encodeURIComponent(search)}`,
          headers,
        });
        ms.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
        matched = res.json().total;
      }
      console.log(
        `${label.padEnd(34)} matches ${String(matched).padStart(6)}   p50 ${percentile(ms, 0.5).toFixed(1)} ms   p99 ${percentile(ms, 0.99).toFixed(1)} ms`,
      );
    };
    const plan = async (search: string) => {
      const pattern = `%${search.toLowerCase()}%`;
      const res = await database.db.execute(sql`explain (analyze, costs off, timing off)
        select id from members where lower(full_name) like ${pattern} or lower(email) like ${pattern}
        order by created_at desc, id desc limit 20`);
      console.log(res.rows.map((r) => `    ${Object.values(r).join('')}`).join('\n'));
    };

    await time('name fragment "rahman4"', 'Rahman4');
    await time('email fragment "ali.mir"', 'ali.mir');
    await time('email fragment "qureshi1234@"', 'qureshi1234@');
    await time('no match "zzqx"', 'zzqx');
    await time('common fragment "khan" (count all)', 'khan');
    console.log('plan for "ali.mir":');
    await plan('ali.mir');
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
