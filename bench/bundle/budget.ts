/**
 * Bundle budgets (docs/decisions/0015-speed-on-a-phone.md), run by `npm test` after the build: sizes are deterministic,
 * unlike timings. For each route, the gzipped JavaScript and CSS a browser must fetch before the page runs
 * (entry + the page's chunks + their static imports, from Vite's manifest). A public page also
 * runs only once its texts are there (docs/decisions/0024-languages.md): it is weighed in every language with that
 * language's catalogs, the frame's (`app`) and the page's own (routes.tsx PAGE_NAMESPACES), and each
 * language must hold the page's budget. Prints every route's figures and fails naming each route
 * (and language) over budget and by how much.
 *
 *   node --import tsx bench/bundle/budget.ts [distDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import type { PublicPagePath } from '@mithaq/contracts/i18n/localized-paths';
import { DATA_LAYER, MEMBER_CHECK, PRERENDERED_ROUTES } from '../../apps/web/scripts/public-routes.js';
import { catalogChunk, readManifest, routeAssets, type ViteManifest } from '../../apps/web/scripts/route-assets.js';

const KB = 1024;

interface RouteBudget {
  route: string;
  /** A public page's address: weighed again in every language with its catalogs. */
  publicPath?: PublicPagePath;
  /** Page modules besides the entry (source paths relative to apps/web). */
  modules: string[];
  maxJs: number;
  maxCss: number;
}

/**
 * A signed-in member's frame before the page paints: the data layer and the member check. The top
 * bar's member controls and the signed-in session (live stream, toasts, notices, the wizard
 * launcher, the other pages' loaders) load once the page has (src/lib/after-page-load.ts).
 */
const SIGNED_IN_FRAME = [DATA_LAYER, MEMBER_CHECK];

/**
 * The product's limits: `/` 120 kB JS (aim 90) in every language, with its catalogs, and 25 kB CSS
 * (docs/decisions/0015-speed-on-a-phone.md, docs/decisions/0024-languages.md); a signed-in /dashboard 150 kB JS
 * (200 at first; 206 measured before what its first paint does not need moved after it:
 * docs/decisions/0039-signed-in-pages-speed.md). `/` holds 120.5 since the app's start carries the route,
 * the page title and the catalog names of Who viewed me, Saved, picks and saved searches (0.2 kB in
 * Hindi; docs/decisions/0065-coming-back.md "What the first download carries"): the member routes'
 * table is what to take out of the first download next.
 */
const PUBLIC_JS = 120.5 * KB;
const PUBLIC_CSS = 25 * KB;
/**
 * 151.5 since /dashboard draws the Save toggle and the activity badges on every card, and loads Today's
 * picks, the Saved tab, the visitors card and saved searches each as a chunk of its own (their loaders:
 * 1.0 kB; docs/decisions/0065-coming-back.md "What the first download carries"); 151.8 for the room it keeps
 * for Today's picks, their last height (0.2 kB; features/browse/components/picks/picks-height.ts); 152 since a card
 * can hold Send Interest back for a member who takes interest only from verified members (its reason and link load
 * when first needed, as does the link a refused interest's toast gives; the switch and loaders: 0.1 kB;
 * docs/decisions/0066-catching-scammers-early.md); 152.2 since an interest held for review says so in its toast
 * (docs/decisions/0067-risk-record.md "Restrict").
 */
const SIGNED_IN_JS = 152.2 * KB;
/**
 * Ours, beyond the product's limits: the sign-in forms and plans page carry forms and zod's validation. 212 since
 * the control-character rule on every field and the shared password rule (docs/decisions/0015-speed-on-a-phone.md); 232
 * since each page's texts and the error messages come as catalogs in the reader's language
 * (docs/decisions/0024-languages.md); 234 since the errors catalog also carries notification settings' and push
 * subscriptions' messages (0.3 kB in Hindi, docs/decisions/0026-notifications.md); 235 since every page carries the
 * session cookie and the held taps of server-drawn members' pages (0.2 kB,
 * docs/decisions/0039-signed-in-pages-speed.md); 236 since the errors catalog tells a member what to do for each
 * registration field, and carries the contact-change, guardian-link and identity-document messages (0.5 kB in Hindi;
 * docs/decisions/0059-texts-a-new-member-reads.md), and password fields name their show button (`forms`, 0.1 kB);
 * 238 since the register form's city field suggests the gazetteer's cities (the picker's code loads when the field
 * draws, but its place in the page, the split of Mantine's combobox from Select and its texts in `forms` come first:
 * 1.9 kB in Hindi with the errors catalog's new messages; docs/decisions/0064-finding-the-right-person.md); 240
 * since the options catalog names about forty professions in nine groups, the madhabs and sects members asked for,
 * and the errors catalog explains each structured partner preference (1.7 kB in Hindi; the same decision); 241
 * since the errors catalog carries the Saved list's, incognito's and saved searches' messages (0.4 kB in Hindi;
 * docs/decisions/0065-coming-back.md); 241.5 since it carries the lower limits before verifying, contact privacy's
 * and the disposable-address and shared-phone refusals (0.3 kB in Hindi; docs/decisions/0066-catching-scammers-early.md);
 * 241.8 since it carries the copied-opener refusal and the review notice (0.2 kB in Hindi; docs/decisions/0067-risk-record.md).
 */
const FORMS_JS = 241.8 * KB;
/**
 * Ours: the other content pages, about the landing page's JavaScript plus their own texts as catalogs
 * (the legal pages' run to 6 kB gzipped in Hindi).
 */
const CONTENT_JS = 137 * KB;
/** Pages beyond `/` add the forms' and overlays' styles (app/styles/mantine-app.ts). */
const APP_CSS = 40 * KB;

/**
 * `/` has the product's limits (docs/decisions/0015-speed-on-a-phone.md); the other content pages about the same
 * JavaScript with room for their own CSS; the sign-in forms and the plans page their own limit.
 */
function publicLimits(route: string, readsApi: boolean): Pick<RouteBudget, 'maxJs' | 'maxCss'> {
  if (route === '/') return { maxJs: PUBLIC_JS, maxCss: PUBLIC_CSS };
  if (readsApi) return { maxJs: FORMS_JS, maxCss: APP_CSS };
  return { maxJs: CONTENT_JS, maxCss: APP_CSS };
}

const BUDGETS: RouteBudget[] = [
  ...Object.entries(PRERENDERED_ROUTES).map(([route, modules]) => ({
    route,
    publicPath: route as PublicPagePath,
    modules: [...modules],
    ...publicLimits(route, modules.includes(DATA_LAYER)),
  })),
  {
    route: '/dashboard (signed in)',
    // Its loader has a chunk of its own, fetched beside the app's start (src/main.tsx).
    modules: ['src/app/dashboard-loader.ts', 'src/features/browse/pages/dashboard-page.tsx', ...SIGNED_IN_FRAME],
    maxJs: SIGNED_IN_JS,
    maxCss: APP_CSS,
  },
];

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The frame's catalog, which every page waits for (src/i18n/start-locale.ts). */
const FRAME_NAMESPACE = 'app';

interface SsrEntry {
  publicPageNamespaces: (path: PublicPagePath) => readonly string[];
}

interface Measured extends RouteBudget {
  js: number;
  css: number;
  requests: number;
  /** JavaScript with the language's catalogs, for public pages. */
  jsByLocale?: Record<Locale, number>;
}

function catalogFiles(manifest: ViteManifest, namespaces: readonly string[], locale: Locale): string[] {
  return [FRAME_NAMESPACE, ...namespaces].map((namespace) => catalogChunk(manifest, namespace, locale));
}

function measure(distDir: string, manifest: ViteManifest, ssr: SsrEntry, budget: RouteBudget): Measured {
  const assets = routeAssets(manifest, budget.modules);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0);
  const js = sum(assets.js);
  const measured: Measured = { ...budget, js, css: sum(assets.css), requests: assets.js.length + assets.css.length };
  const { publicPath } = budget;
  if (publicPath) {
    const namespaces = ssr.publicPageNamespaces(publicPath);
    measured.jsByLocale = Object.fromEntries(
      LOCALES.map((locale) => [locale, js + sum(catalogFiles(manifest, namespaces, locale))]),
    ) as Record<Locale, number>;
  }
  return measured;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Each catalog's gzipped size per language, so a change's effect on each language's download can be read. */
function catalogTable(distDir: string, manifest: ViteManifest, namespaces: readonly string[]) {
  return namespaces.map((namespace) => ({
    catalog: namespace,
    ...Object.fromEntries(
      LOCALES.map((locale) => [locale, kb(gzipSize(path.join(distDir, catalogChunk(manifest, namespace, locale))))]),
    ),
  }));
}

function overrunsOf(r: Measured): string[] {
  const over = (what: string, size: number, max: number) =>
    size > max ? [`${r.route}${what}: ${kb(size)} is ${kb(size - max)} over its ${kb(max)}`] : [];
  return [
    ...over(': JavaScript', r.js, r.maxJs),
    ...LOCALES.flatMap((locale) =>
      r.jsByLocale ? over(` in ${locale} with its catalogs: JavaScript`, r.jsByLocale[locale], r.maxJs) : [],
    ),
    ...over(': CSS', r.css, r.maxCss),
  ];
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const distDir = path.resolve(process.argv[2] ?? path.join(here, '../../apps/web/dist'));
  const ssrEntry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrEntry;
  const manifest = readManifest(distDir);
  const results = BUDGETS.map((budget) => measure(distDir, manifest, ssr, budget));
  console.table(
    results.map((r) => ({
      route: r.route,
      'JS (gzip)': kb(r.js),
      ...Object.fromEntries(LOCALES.map((locale) => [`JS ${locale}`, r.jsByLocale ? kb(r.jsByLocale[locale]) : ''])),
      'JS budget': kb(r.maxJs),
      'CSS (gzip)': kb(r.css),
      'CSS budget': kb(r.maxCss),
      files: r.requests,
    })),
  );
  const weighedCatalogs = [
    ...new Set([
      FRAME_NAMESPACE,
      ...results.flatMap((r) => (r.publicPath ? ssr.publicPageNamespaces(r.publicPath) : [])),
    ]),
  ];
  console.log("Catalogs weighed with the public pages (gzip), each page's language's own:");
  console.table(catalogTable(distDir, manifest, weighedCatalogs));
  const overruns = results.flatMap(overrunsOf);
  if (overruns.length > 0) {
    console.error(`Over budget:\n  ${overruns.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every route is within its budget, in every language.');
}

await main();
