import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../../apps/server/src/platform/db/client.js';
import { pickCandidates } from '../../../apps/server/src/modules/discovery/index.js';
import { members } from '../../../apps/server/src/platform/db/schema.js';
import fs from 'node:fs';
const password = fs.readFileSync('/tmp/mq-discovery/pg-password', 'utf8').trim();
const database = connectDatabase({ host: '/tmp/mq-discovery/pg', user: 'postgres', password, database: 'bench', max: 2 });
const rows = await database.db.select().from(members).where(sql`account_status = 'active'`).orderBy(sql`id desc`).limit(Number(process.argv[2] ?? 20));
const times: number[] = [];
for (const m of rows) {
  const t = performance.now();
  const r = await pickCandidates(database.db, m, 5, sql`array[]::uuid[]`);
  times.push(performance.now() - t);
  if (process.argv[3]) console.log(m.prefMust, r.hasPreferences, r.ids.length, (performance.now() - t).toFixed(1));
}
times.sort((a, b) => a - b);
console.log('p50', times[Math.floor(times.length / 2)]?.toFixed(1), 'p90', times[Math.floor(times.length * 0.9)]?.toFixed(1), 'max', times.at(-1)?.toFixed(1));
await database.close();
