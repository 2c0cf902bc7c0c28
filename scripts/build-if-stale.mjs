// Builds each workspace whose inputs changed since its last successful build (`npm start`), or every
// workspace with --force (`npm run build`, which CI and the tests rely on). Plain Node, no dependency.
//
// A build is recorded, only after the workspace's own `npm run build` succeeded, as a hash of its
// inputs plus the modification time of a file every build rewrites. The stamps live outside the
// output (apps/web/dist is served as is), and any other rebuild changes that time, so the next start
// builds again rather than trust an output it did not see being made.
//
// Usage: node scripts/build-if-stale.mjs [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP_DIR = path.join(root, 'node_modules', '.cache', 'build-if-stale');

/** Read by every build: the lockfile (dependency versions) and the shared contracts. */
const SHARED_INPUTS = ['package-lock.json', 'packages/contracts/src', 'packages/contracts/package.json'];

/**
 * Each workspace's build, in build order: a file every build of it rewrites, and the files and
 * folders it reads (paths from the repository root; missing ones are allowed). Add to `inputs` when
 * a build starts reading more.
 */
const BUILDS = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      // The prerenderer escapes its meta tags with the server's escapeHtml.
      'apps/server/src/lib/escape-html.ts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/.env',
      'apps/web/.env.production',
    ],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'apps/server/tsconfig.json'],
  },
];

/** Tests are never part of a bundle; editing one should not cost a rebuild. */
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(relative) {
  const absolute = path.join(root, relative);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !isTestFile(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

/** One hash over the paths and contents of every input file (contents, not mtimes: checkouts touch mtimes). */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of [...SHARED_INPUTS, ...inputs].flatMap(listFiles)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (workspace) => path.join(STAMP_DIR, `${workspace.replaceAll('/', '-')}.stamp`);

/** The input hash and the output's modification time, or null when there is no output. */
function describeBuild(inputsHash, output) {
  const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  return stat ? `${inputsHash} ${stat.mtimeMs}` : null;
}

function readStamp(workspace) {
  try {
    return fs.readFileSync(stampFile(workspace), 'utf8').trim();
  } catch {
    return null;
  }
}

function writeStamp(workspace, stamp) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  fs.writeFileSync(stampFile(workspace), `${stamp}\n`);
}

function runWorkspaceBuild(workspace) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build-if-stale: the build of ${workspace} failed`);
    process.exit(result.status ?? 1);
  }
}

function buildIfStale({ workspace, output, inputs }, force) {
  const inputsHash = hashInputs(inputs);
  const current = describeBuild(inputsHash, output);
  if (!force && current !== null && readStamp(workspace) === current) {
    console.log(`${workspace}: build is up to date`);
    return;
  }
  runWorkspaceBuild(workspace);
  // The hash from before the build: sources edited meanwhile make the next start build again.
  const built = describeBuild(inputsHash, output);
  if (built === null) throw new Error(`${workspace}: the build did not write ${output}`);
  writeStamp(workspace, built);
}

const force = process.argv.includes('--force');
for (const build of BUILDS) buildIfStale(build, force);
