/**
 * Counts what the boundary rules (.dependency-cruiser.cjs) find, as dependency-cruiser reports it:
 * violations per rule, the server modules that sit in a cycle, and the module pairs that import each
 * other both ways. Used for the before-and-after figures in docs/decisions/0061-module-boundaries.md.
 * Usage: node scripts/boundaries/counts.mjs
 */
import { cruise, REPOSITORY_TREES } from './cruise.mjs';

const result = cruise(REPOSITORY_TREES, '.dependency-cruiser.cjs');
const perRule = {};
for (const v of result.summary.violations) perRule[v.rule.name] = (perRule[v.rule.name] ?? 0) + 1;
const moduleOf = (p) => /^apps\/server\/src\/modules\/([^/]+)/.exec(p)?.[1];
const edges = new Set();
for (const m of result.modules) {
  const from = moduleOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (to && to !== from) edges.add(`${from}>${to}`);
  }
}
const inCycle = new Set();
for (const v of result.summary.violations)
  if (v.rule.name === 'no-module-cycles') for (const p of [v.from, v.to]) if (moduleOf(p)) inCycle.add(moduleOf(p));
const bothWays = [...edges].filter((e) => {
  const [a, b] = e.split('>');
  return a < b && edges.has(`${b}>${a}`);
});
console.log(
  JSON.stringify(
    { violationsPerRule: perRule, modulesInCycles: inCycle.size, pairsBothWays: bothWays.length, bothWays },
    null,
    1,
  ),
);
