/**
 * GET /api/messages/inbox for members with 20 and 200 conversations (matches with messages, some
 * unread, half the partners with photos), among N other members (default 20,000) matched in pairs
 * with 10 messages each.
 * The app runs in this process on an instrumented pool, so every SQL statement a request sends is
 * counted: the count must not grow with the number of conversations.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { countUnreadIntoConversations } from '../../apps/server/src/modules/messages/messages.repo.js';
import { connectDatabase, type Db } from '../../apps/server/src/platform/db/client.js';
import { members, messages, photos } from '../../apps/server/src/platform/db/schema.js';
import {
  benchConfig,
  createTokens,
  insertMatches,
  insertMembers,
  loadAverage,
  log,
  makePremium,
  ms,
  percentile,
  printTable,
  request,
  startBenchEnv,
} from './common.js';
import { instrumentPool, printProfile, printStatements, QueryStats, startProfile } from './instrument.js';

const RUNS = 100;
const COLD_RUNS = 5;

type NewMessage = typeof messages.$inferInsert;

/** `count` conversations for `viewerId`: 3 to 12 messages each, the partner's last 0 to 3 unread. */
function conversationMessages(viewerId: string, partnerIds: string[], base: number): NewMessage[] {
  const rows: NewMessage[] = [];
  partnerIds.forEach((partnerId, j) => {
    const total = 3 + (j % 10);
    const unread = j % 4;
    for (let m = 0; m < total; m++) {
      const fromPartner = (total - 1 - m) % 2 === 0 || m >= total - unread;
      const createdAt = new Date(base + j * 60_000 + m * 1_000);
      const isUnread = fromPartner && m >= total - unread;
      rows.push({
        senderId: fromPartner ? partnerId : viewerId,
        receiverId: fromPartner ? viewerId : partnerId,
        content: `Message ${m + 1} of a conversation, long enough to look like a real preview line.`,
        createdAt,
        deliveredAt: isUnread ? null : createdAt,
        readAt: isUnread ? null : createdAt,
      });
    }
  });
  return rows;
}

async function insertMessages(db: Db, rows: NewMessage[]) {
  for (let i = 0; i < rows.length; i += 5_000) await db.insert(messages).values(rows.slice(i, i + 5_000));
}

export async function seed(db: Db, population: number) {
  const others = await insertMembers(db, population, { prefix: 'other', gender: 'alternate' });
  const otherPairs = Array.from({ length: Math.floor(population / 2) }, (_, i) => ({
    fromId: others[2 * i] as string,
    toId: others[2 * i + 1] as string,
  }));
  await insertMatches(db, otherPairs);
  const background: NewMessage[] = [];
  otherPairs.forEach(({ fromId, toId }, i) => {
    for (let m = 0; m < 10; m++) {
      const at = new Date(Date.now() - 86_400_000 + i * 1_000 + m);
      background.push({
        senderId: m % 2 ? fromId : toId,
        receiverId: m % 2 ? toId : fromId,
        content: 'Background message',
        createdAt: at,
        deliveredAt: at,
        readAt: m > 7 ? null : at,
      });
    }
  });
  await insertMessages(db, background);

  const viewers: { conversations: number; id: string; partners: string[] }[] = [];
  for (const conversations of [20, 200]) {
    const [id] = await insertMembers(db, 1, { prefix: `viewer${conversations}`, gender: 'Male' });
    const partners = await insertMembers(db, conversations, { prefix: `partner${conversations}`, gender: 'Female' });
    await insertMatches(
      db,
      partners.map((p) => ({ fromId: id as string, toId: p })),
    );
    await insertMessages(db, conversationMessages(id as string, partners, Date.now() - 3_600_000));
    // Half the partners show a photo (one more lookup for the thumbnails, answered in one query).
    const withPhoto = partners.filter((_, i) => i % 2 === 0);
    const photoRows = await db
      .insert(photos)
      .values(withPhoto.map((memberId) => ({ memberId, status: 'approved', width: 240, height: 240 })))
      .returning({ id: photos.id, memberId: photos.memberId });
    for (const p of photoRows) await db.update(members).set({ photoId: p.id }).where(eq(members.id, p.memberId));
    viewers.push({ conversations, id: id as string, partners });
  }
  // A conversation row per pair that has messages, pointing at its last message (as insertMessage keeps it).
  await db.execute(sql`
    insert into conversations (member_a, member_b, last_message_id, last_message_at)
    select distinct on (least(sender_id, receiver_id), greatest(sender_id, receiver_id))
           least(sender_id, receiver_id), greatest(sender_id, receiver_id), id, created_at
      from messages
     order by least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at desc`);
  await countUnreadIntoConversations(db);
  await makePremium(
    db,
    viewers.map((v) => v.id),
  );
  await db.execute(sql`analyze`);
  return viewers;
}

export interface InboxOptions {
  /** Other members (half of them matched in pairs with 10 messages each), so tables are not tiny. */
  population: number;
  profile: boolean;
  explain: boolean;
}

export async function runInbox({ population, profile, explain }: InboxOptions): Promise<void> {
  const env = await startBenchEnv();
  const database = connectDatabase(env.connection);
  const stats = new QueryStats();
  instrumentPool(database.pool, stats);
  const app = await buildApp({ config: benchConfig(env.dataDir), database });
  try {
    const t0 = performance.now();
    const viewers = await seed(env.db, population);
    const tokens = await createTokens(
      env.db,
      viewers.map((v) => v.id),
    );
    log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;

    const rows: string[][] = [];
    for (const [i, viewer] of viewers.entries()) {
      const token = tokens[i] as string;
      const get = async () => {
        const before = stats.count;
        const started = performance.now();
        const res = await request(url, 'GET', '/api/messages/inbox', token);
        const took = performance.now() - started;
        if (res.status !== 200) throw new Error(`inbox answered ${res.status}: ${res.body}`);
        const body = JSON.parse(res.body) as { conversations: unknown[]; unreadCount: number };
        if (body.conversations.length !== viewer.conversations) throw new Error('wrong conversation count');
        return { took, queries: stats.count - before, bytes: res.body.length, unread: body.unreadCount };
      };

      // Cold: messages waiting to be delivered; the request marks them and tells each sender.
      const cold: Awaited<ReturnType<typeof get>>[] = [];
      for (let r = 0; r < COLD_RUNS; r++) {
        await env.db
          .update(messages)
          .set({ deliveredAt: null })
          .where(
            and(
              eq(messages.receiverId, viewer.id),
              isNull(messages.readAt),
              inArray(messages.senderId, viewer.partners),
            ),
          );
        cold.push(await get());
      }
      for (let r = 0; r < 10; r++) await get();
      stats.reset();
      stats.capture = 'with convs as';
      const stop = profile && viewer.conversations === 200 ? await startProfile() : null;
      const loadBefore = loadAverage();
      const warm: Awaited<ReturnType<typeof get>>[] = [];
      const cpuMark = process.cpuUsage();
      for (let r = 0; r < RUNS; r++) warm.push(await get());
      const cpu = process.cpuUsage(cpuMark);
      const cpuPerRequest = (cpu.user + cpu.system) / 1000 / RUNS;
      if (stop)
        printProfile('CPU profile, 100 inbox requests (200 conversations, app and client in-process)', await stop());
      const sqlMs = [...stats.byStatement.values()].reduce((n, s) => n + s.totalMs, 0) / RUNS;
      printStatements(`statements of ${RUNS} warm inbox requests, ${viewer.conversations} conversations`, stats.top());

      let planTime = 'n/a';
      if (stats.captured) {
        // EXPLAIN takes no bind parameters: inline them as literals (ids and timestamps only).
        const { text, values } = stats.captured;
        const literal = (v: unknown) => `'${(v instanceof Date ? v.toISOString() : String(v)).replaceAll("'", "''")}'`;
        const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
        const plan = await env.database.pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${inlined}`);
        const lines = plan.rows.map((r) => r['QUERY PLAN']);
        planTime = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? 'n/a';
        if (explain)
          console.log(`\nEXPLAIN ANALYZE listInbox, ${viewer.conversations} conversations:\n${lines.join('\n')}`);
      }
      stats.capture = null;
      const coldQueries = cold.map((c) => c.queries);
      rows.push([
        String(viewer.conversations),
        String(cold[0]?.unread ?? 0),
        `${Math.min(...coldQueries)}-${Math.max(...coldQueries)}`,
        ms(
          percentile(
            cold.map((c) => c.took),
            0.5,
          ),
        ),
        ms(
          percentile(
            warm.map((w) => w.took),
            0.5,
          ),
        ),
        ms(
          percentile(
            warm.map((w) => w.took),
            0.95,
          ),
        ),
        (warm.reduce((n, w) => n + w.queries, 0) / RUNS).toFixed(1),
        ms(sqlMs),
        ms(cpuPerRequest),
        planTime,
        `${((warm[0]?.bytes ?? 0) / 1024).toFixed(0)} kB`,
        `${loadBefore} -> ${loadAverage()}`,
      ]);
    }
    printTable(
      'GET /api/messages/inbox (goal p50 < 10 ms at 200 conversations, issue 21; statements per request flat in conversations)',
      [
        'convs',
        'unread',
        'cold SQL',
        'cold p50',
        'p50',
        'p95',
        'SQL/req',
        'SQL time/req',
        'CPU/req',
        'listInbox exec',
        'body',
        'load avg',
      ],
      rows,
    );
    console.log(
      `cold: ${COLD_RUNS} requests with undelivered messages (delivery receipts go out); p50/p95/SQL: ${RUNS} warm requests; ` +
        'CPU/req: this process (app and HTTP client) per warm request; listInbox exec: EXPLAIN ANALYZE of the inbox query.',
    );
  } finally {
    await app.close();
    await database.close();
    await env.stop();
  }
}
