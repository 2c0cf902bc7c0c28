/**
 * Writes brotli and gzip copies beside each text asset of the build, so the server sends them as
 * they are (@fastify/static preCompressed) instead of compressing on every request or not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRERENDERED_DIR } from '@mithaq/contracts/prerender';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/**
 * Vite's manifest is read only by the build; the prerendered pages are compressed by the server
 * once it has filled in the site's address (apps/server/src/plugins/prerendered-pages.ts).
 */
const SKIPPED_DIRS = ['.vite', PRERENDERED_DIR];
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function compressAssets(distDir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file) || SKIPPED_DIRS.some((dir) => file.includes(`${path.sep}${dir}${path.sep}`))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}
