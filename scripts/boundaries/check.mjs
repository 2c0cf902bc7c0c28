/**
 * The import rules in `npm run lint` (scripts/boundaries/rules.cjs):
 * 1. every rule must fire on the fixture's wrong-way imports (scripts/boundaries/fixture), so a rule
 *    that matches nothing any more cannot pass unnoticed;
 * 2. the repository may break a rule only where the list of known violations, which is being worked
 *    down to nothing, says so (scripts/boundaries/known-violations.json): any other wrong-way import
 *    fails the lint. `node scripts/boundaries/check.mjs --update` rewrites the list after a fix;
 *    the list may only shrink.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { cruise, REPOSITORY_TREES } from './cruise.mjs';

const require = createRequire(import.meta.url);
const { boundaryRules } = require('./rules.cjs');

const KNOWN = 'scripts/boundaries/known-violations.json';

const violations = (trees, config) => cruise(trees, config).summary.violations;

/** One line per violation, stable from run to run: the rule, and the two ends (a cycle by its path). */
const describe = (v) =>
  `${v.rule.name}: ${v.cycle ? [v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ') : `${v.from} → ${v.to}`}`;

const fixture = violations(['scripts/boundaries/fixture'], 'scripts/boundaries/fixture.dependency-cruiser.cjs');
const fired = new Set(fixture.map((v) => v.rule.name));
const silent = boundaryRules('').filter((rule) => !fired.has(rule.name));
if (silent.length > 0) {
  console.error(
    `Import rules that no longer fire on their fixture (scripts/boundaries/fixture): ${silent.map((r) => r.name).join(', ')}`,
  );
  process.exit(1);
}

const found = [...new Set(violations(REPOSITORY_TREES, '.dependency-cruiser.cjs').map(describe))].sort();
if (process.argv.includes('--update')) {
  fs.writeFileSync(KNOWN, `${JSON.stringify(found, null, 2)}\n`);
  console.log(`${found.length} known violations written to ${KNOWN}`);
  process.exit(0);
}
const known = new Set(JSON.parse(fs.readFileSync(KNOWN, 'utf8')));
const added = found.filter((line) => !known.has(line));
const gone = [...known].filter((line) => !found.includes(line));
if (added.length > 0) {
  console.error(`Imports that break the module boundaries (scripts/boundaries/rules.cjs):\n  ${added.join('\n  ')}`);
  console.error("Import through the module's public surface (its index.ts or *.service.ts) instead.");
  process.exit(1);
}
if (gone.length > 0)
  console.log(`${gone.length} known boundary violations are gone: run \`node scripts/boundaries/check.mjs --update\`.`);
console.log(`Module boundaries: no new violation (${found.length} known, being worked down).`);
