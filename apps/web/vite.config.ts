import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaAssets } from './scripts/pwa-assets.js';
import { compiledCatalogs } from './scripts/vite-plugin-catalogs.js';

/**
 * The service worker (src/sw/sw.ts), built with the list of files to precache (docs/decisions.md
 * "Installable app"): the app's code, styles, the shell, the offline pages, icons and the Latin
 * fonts every page draws with. Not the prerendered pages (the server sends those itself) nor the
 * link-preview image. The manifests and the registration are ours (scripts/pwa-assets.ts, src/main.tsx).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/inter-latin-*.woff2'],
    globIgnores: ['prerendered/**', 'og-image.png', 'sw.js', '.vite/**'],
  },
});

/**
 * What the app's start (src/boot.tsx, imported by the entry after the first paint) loads: loaded
 * before any other chunk can be asked for, so a lazy chunk's preload list need not name them again
 * (bench/bundle budgets). The entry's own imports do name them, so they download beside the page.
 */
const LOADED_WITH_ENTRY = /(^|\/)assets\/(rolldown-runtime|entry|framework|ui|start)-[\w-]+\.js$/;
/** The entry's chunk (src/main.tsx), as Vite names the chunk that holds a dynamic import. */
const isEntryChunk = (file: string) => /(^|\/)assets\/index-[\w-]+\.js$/.test(file);

export default defineConfig({
  plugins: [compiledCatalogs(), react(), pwaAssets(), serviceWorker],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The server renderer (entry-server.tsx) carries its libraries: React's production build among them,
  // where resolved at run time Node would pick its development build (the server sets no NODE_ENV).
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // The prerenderer and the bundle budget read which chunks each page needs from it.
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        isEntryChunk(hostId) ? deps : deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)),
    },
    rolldownOptions: {
      // Contract schemas are plain values (z.object(...)); a page that takes only constants or types
      // from a contracts module then leaves its schemas, and zod, out of its download.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // A catalog's chunk is named for what it holds: catalog-auth-ur-<hash>.js.
        chunkFileNames: (chunk) => {
          const catalog = /locales\/([a-z-]+)\/([a-z]{2})\.json/.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // What main.tsx itself runs before the first paint (the session, held taps, the stale-build
            // check, page addresses): pure modules, kept out of `start` so the entry's first download
            // evaluates neither React nor Mantine before the page is painted (docs/decisions.md "The
            // entry evaluates no framework before the first paint"); the app starts after that paint.
            {
              name: 'entry',
              test: /vite\/preload-helper|src[\\/]lib[\\/](session-store|storage-keys|after-page-load|held-clicks|stale-build|cookies)\.|contracts[\\/]src[\\/](site-paths|signed-in-hint|member-page-render|cookies|i18n[\\/](locales|localized-paths))\./,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // The data layer every member page reads through, in one file rather than seven: the
            // query cache, the API client (with the GETs main.tsx sent early), the member, the member check and
            // the switch to their saved language it makes (a chunk of its own cost a request and 0.3 kB more).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/](app[\\/](query-provider|require-member|data-layer|use-saved-locale)|lib[\\/](api-client|current-member|early-requests|member-api-paths))\./,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // What the app needs to start in any language (the translator, the language menu, the
            // language and page addresses, the session): one file instead of a dozen small ones,
            // each with its own request and import overhead in the landing page's first download.
            {
              name: 'start',
              test: /(@lingui[\\/]|src[\\/]i18n[\\/](i18n|use-t|catalog-index|catalogs|locale-provider|locale-preference|document-locale|start-locale|member-locale|use-change-locale|use-localized-path|language-menu|namespaces)\.|src[\\/]app[\\/](page-namespaces|guards)\.|src[\\/]lib[\\/](session|use-hydrated|use-after-page-load)\.|src[\\/]components[\\/]loading-state\.)/,
              priority: 4,
            },
            // What a signed-in member's pages draw with besides the frame (cards, avatars, the trust
            // shield, interest actions and their icons): one file instead of some twenty small ones,
            // each with its own request and gzip overhead (issue 21: the signed-in dashboard's first
            // download). Only modules and icons public pages never load, and only these modules:
            // what they import stays where it is.
            {
              name: 'member',
              test: /src[\\/](lib[\\/](interests[\\/]|notify\.|notification-keys\.|support-keys\.|photo-prompt-choice\.)|components[\\/](deferred-floating|member-avatar|trust-shield|interest-actions|profile-card)\.|lib[\\/]push[\\/]push-moments\.|i18n[\\/]bidi\.|features[\\/]browse[\\/](use-viewer|components[\\/]profile-grid)\.)|contracts[\\/]src[\\/](trust-checks|initials)\.|src[\\/]lib[\\/]live[\\/]live-subscribers\.|@mantine[\\/]hooks[\\/]esm[\\/](use-debounced-value|use-force-update)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Briefcase|CameraPlus|ChartDonut|DotsVertical|Heart|HeartHandshake|HourglassHigh|MapPin|MessageCircle|RosetteDiscountCheck|Send|User|Users|X)\.mjs/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // What every page runs, in one long-cached file: React and the router.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
            // Mantine's core and the components the frame and the landing page's first screen draw:
            // small files that the first visit needs together, so one request instead of twenty.
            // Only those: a component here is in every page's first download, needed or not (the
            // landing page's cards and avatars come with its lazily loaded lower sections).
            {
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/]use-disclosure[\\/]|core[\\/]esm[\\/](core|components[\\/](Alert|Anchor|Burger|Button|CloseButton|Container|Group|Loader|Stack|Text|UnstyledButton))[\\/])/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
