import { execFileSync } from 'node:child_process';

/** The trees the repository's rules cover (.dependency-cruiser.cjs). */
export const REPOSITORY_TREES = ['apps/server/src', 'apps/web/src'];

/** dependency-cruiser's JSON result for `trees` under `config` (its modules and its summary of violations). */
export function cruise(trees, config) {
  const out = execFileSync('npx', ['depcruise', ...trees, '--config', config, '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  return JSON.parse(out);
}
