/**
 * Finding a reused photo among a million fingerprints: `node --import tsx bench/photo-hashes/photo-hashes.bench.ts`
 * (README.md beside this file: what is measured, the goal and the last results). Never run by CI.
 *
 * An embedded PostgreSQL of its own (a temporary directory under /tmp, removed afterwards; or
 * PHOTO_HASHES_DATA_DIR, kept and reused) with the app's migrations, `image_fingerprints` filled by one
 * COPY, then ~1,000 lookups through the app's own code (lookupProbes + findNearMatches, as a new upload
 * runs them): p50/p99, the candidates each measured, and that every planted copy was found.
 *
 * Settings (environment): PHOTO_HASHES_ROWS (1,000,000), PHOTO_HASHES_QUERIES (1,000), PHOTO_HASHES_DATA_DIR.
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { bandsOf, lookupProbes, toSignedHash } from '../../apps/server/src/modules/safety/photo-fingerprint.js';
import { findNearMatches } from '../../apps/server/src/modules/safety/photo-fingerprints.repo.js';
import { PHOTO_FLAGS_PER_PHOTO, PHOTO_MATCH_MAX_DISTANCE } from '../../packages/contracts/src/safety/photo-flags.js';
import { openDiscoveryDatabase } from '../discovery/database.js';
import { seededRandom } from '../discovery/random.js';
import { log } from '../messaging/common.js';

const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const ROWS = num('PHOTO_HASHES_ROWS', 1_000_000);
const QUERIES = num('PHOTO_HASHES_QUERIES', 1_000);
const WARM_UP = 50;
/** Real hashes hold ~25 ones in 64 (the dead zone above the median, modules/safety/photo-fingerprint.ts). */
const ONES = 0.39;
/** One row in twenty is in a cluster: a picture and four copies of it 1-6 bits away. */
const CLUSTER_SIZE = 5;
const CLUSTERED_SHARE = 0.05;
/** A lookup's other hashes, as far from its stored-alignment hash as measured on test pictures (p50). */
const MIRROR_FLIPS = 12;
const SHIFTED_FLIPS = 8;
const SHIFTED_HASHES = 10;

const random = seededRandom(66);
const uuid = () => '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => Math.floor(random() * 16).toString(16));

function randomHash(): bigint {
  let hash = 0n;
  for (let bit = 0; bit < 64; bit++) hash = (hash << 1n) | (random() < ONES ? 1n : 0n);
  return hash;
}

function flip(hash: bigint, bits: number): bigint {
  let out = hash;
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(Math.floor(random() * 64));
  for (const bit of chosen) out ^= 1n << BigInt(bit);
  return out;
}

/** One COPY line: mostly members' photos, some selfies, a few known scam images. */
function line(hash: bigint): string {
  const draw = random();
  const [source, member, photo, known] =
    draw < 0.001
      ? ['known-scam', '\\N', '\\N', uuid()]
      : draw < 0.031
        ? ['selfie', uuid(), '\\N', '\\N']
        : ['photo', uuid(), uuid(), '\\N'];
  return `${source}\t${member}\t${photo}\t${known}\t${toSignedHash(hash)}\t${bandsOf(hash).join('\t')}\n`;
}

/**
 * The rows name members, photos and known images that are not there: the lookup reads only this table,
 * so the load skips the foreign keys' triggers (session_replication_role = replica) rather than create
 * a million members.
 */
async function fill(client: pg.ClientBase): Promise<bigint[]> {
  const planted: bigint[] = [];
  const clusters = Math.floor((ROWS * CLUSTERED_SHARE) / CLUSTER_SIZE);
  await client.query('truncate image_fingerprints');
  await client.query('set session_replication_role = replica');
  const stream = client.query(
    copyFrom(
      'COPY image_fingerprints (source, member_id, photo_id, known_image_id, hash, band0, band1, band2, band3) FROM STDIN',
    ),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let chunk = '';
  let written = 0;
  const write = async (text: string) => {
    chunk += text;
    written += 1;
    if (written % 2_000 === 0) {
      if (!stream.write(chunk)) await once(stream, 'drain');
      chunk = '';
    }
  };
  for (let c = 0; c < clusters; c++) {
    const centre = randomHash();
    planted.push(centre);
    // The picture itself, then copies of it 1-6 bits away.
    for (let i = 0; i < CLUSTER_SIZE; i++)
      await write(line(i === 0 ? centre : flip(centre, 1 + Math.floor(random() * 6))));
  }
  while (written < ROWS) await write(line(randomHash()));
  stream.end(chunk);
  await done;
  await client.query('reset session_replication_role');
  await client.query('vacuum analyze image_fingerprints');
  return planted;
}

/** What a new upload looks up with: its hash, its mirror image's, and its ten other alignments. */
const fingerprintOf = (hash: bigint) => ({
  near: [hash, flip(hash, MIRROR_FLIPS)],
  shifted: Array.from({ length: SHIFTED_HASHES }, () => flip(hash, SHIFTED_FLIPS)),
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const db = await openDiscoveryDatabase(process.env.PHOTO_HASHES_DATA_DIR);
try {
  const client = await db.database.pool.connect();
  let planted: bigint[];
  try {
    const started = performance.now();
    planted = await fill(client);
    log(
      `${ROWS.toLocaleString('en')} fingerprints written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { rows } = await client.query(
      `select pg_size_pretty(pg_total_relation_size('image_fingerprints')) as total,
              pg_size_pretty(pg_relation_size('image_fingerprints')) as heap`,
    );
    log(`table ${rows[0]?.heap} (with its indexes ${rows[0]?.total})`);
  } finally {
    client.release();
  }

  // Half the lookups are copies of a planted picture (0-5 bits from it: each must be found), half new pictures.
  const queries = Array.from({ length: WARM_UP + QUERIES }, (_, i) => {
    const centre = planted[Math.floor(random() * planted.length)] ?? 0n;
    return i % 2
      ? { isCopy: true, hash: flip(centre, Math.floor(random() * 6)) }
      : { isCopy: false, hash: randomHash() };
  });
  const times: number[] = [];
  let missed = 0;
  let copiesFound = 0;
  let falseMatches = 0;
  for (const [i, query] of queries.entries()) {
    const probes = lookupProbes(fingerprintOf(query.hash));
    const t0 = performance.now();
    const matches = await findNearMatches(db.database.db, probes, null, PHOTO_FLAGS_PER_PHOTO);
    const elapsed = performance.now() - t0;
    if (i < WARM_UP) continue;
    times.push(elapsed);
    if (query.isCopy) {
      if (matches.length === 0) missed += 1;
      else copiesFound += 1;
    } else falseMatches += matches.length;
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  log(`${QUERIES} lookups (after ${WARM_UP} to warm up), matches within ${PHOTO_MATCH_MAX_DISTANCE} bits:`);
  log(
    `  p50 ${fmt(percentile(times, 0.5))}  p95 ${fmt(percentile(times, 0.95))}  p99 ${fmt(percentile(times, 0.99))}  max ${fmt(times.at(-1) ?? 0)}`,
  );
  log(`  copies found ${copiesFound} of ${copiesFound + missed}; matches among new pictures ${falseMatches}`);

  const sample = lookupProbes(fingerprintOf(randomHash()));
  const plan = await db.database.pool.query(
    `explain (analyze, buffers) select id from image_fingerprints
      where band0 = any($1::int[]) or band1 = any($2::int[]) or band2 = any($3::int[]) or band3 = any($4::int[])`,
    sample.bands,
  );
  log(`candidates of one lookup (${sample.bands.map((b) => b.length).join('+')} band values probed):`);
  for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  if (missed > 0) process.exitCode = 1;
} finally {
  await db.stop();
}
