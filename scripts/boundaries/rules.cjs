/**
 * The import rules `npm run lint` enforces (docs/decisions/0061-module-boundaries.md), for a tree that
 * starts at `root` (the repository: '', the fixture that proves each rule fires: its folder).
 * - The server's platform (database, events, jobs, mail and SMS, storage, limits, config) serves every
 *   feature and imports none; lib/ holds pure helpers.
 * - A module's repository is its own: another module asks its service or its index.ts.
 * - Server modules depend on one another in one direction only.
 * - On the web, lib, components and i18n serve every page and import no feature and nothing of app/;
 *   a feature reaches another feature only through that feature's index.ts.
 */
function boundaryRules(root) {
  const server = `^${root}apps/server/src/`;
  const web = `^${root}apps/web/src/`;
  return [
    {
      name: 'platform-imports-no-module',
      comment: 'The platform serves every feature and imports none.',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'lib-imports-no-feature',
      comment: 'lib/ holds pure helpers: no feature, no plugin.',
      severity: 'error',
      from: { path: `${server}lib/` },
      to: { path: `${server}(modules|plugins)/` },
    },
    {
      name: 'no-other-modules-repo',
      comment: "A module's repository is its own: another module asks its service or its index.ts.",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/` },
      to: { path: `${server}modules/[^/]+/.*[.]repo[.]ts$`, pathNot: `${server}modules/$1/` },
    },
    {
      name: 'no-module-cycles',
      comment: 'Server modules depend on one another in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${server}modules/[^/]+` },
      to: { path: `${server}modules/[^/]+`, circular: true },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'lib, components and i18n serve every page: they import no feature and nothing of app/.',
      severity: 'error',
      from: { path: `${web}(lib|components|i18n)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'feature-through-its-entry',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index[.]tsx?$`] },
    },
  ];
}

/**
 * How the trees are read: TypeScript, type-only imports included (they tie modules as much as any);
 * production code only, since a test may reach anywhere to set a scene up.
 */
const options = {
  doNotFollow: { path: 'node_modules' },
  exclude: {
    path: ['(^|/)(node_modules|dist|dist-ssr)/', '[.]test[.]tsx?$', '[.]test-helpers[.]ts$', '^apps/server/src/test/'],
  },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.base.json' },
  skipAnalysisNotInRules: true,
};

module.exports = { boundaryRules, options };
