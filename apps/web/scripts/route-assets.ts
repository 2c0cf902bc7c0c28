/**
 * Reads Vite's build manifest to answer "which files does this page need before it runs?": the
 * entry, the page's own chunk and everything either imports statically (dynamic imports load later,
 * on demand). Shared by the prerenderer (to preload them) and the bundle budget (to weigh them).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export const ENTRY_KEY = 'index.html';
/** What the entry starts after the first paint (src/main.tsx): every page needs it. */
export const APP_START = 'src/boot.tsx';

export function readManifest(distDir: string): ViteManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

export interface RouteAssets {
  /** JavaScript files, the entry first, as paths under the build's root (assets/...). */
  js: string[];
  css: string[];
}

/**
 * The entry, the app's start and `modules` (source paths relative to apps/web, e.g.
 * src/features/.../page.tsx).
 */
export function routeAssets(manifest: ViteManifest, modules: readonly string[]): RouteAssets {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY_KEY);
  visit(APP_START);
  for (const module of modules) visit(module);
  return { js, css: [...css] };
}

/** The built chunk of one message catalog (src/i18n/catalogs.ts), by namespace and language. */
export function catalogChunk(manifest: ViteManifest, namespace: string, locale: string): string {
  const suffix = `/locales/${namespace}/${locale}.json.catalog.js`;
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(suffix));
  if (!entry) throw new Error(`The ${locale} catalog of ${namespace} is not in the build manifest`);
  return entry[1].file;
}

/** The stylesheet with a language's script font (src/i18n/fonts), if it needs one. */
export function scriptFontStylesheet(manifest: ViteManifest, locale: string): string | null {
  return manifest[`src/i18n/fonts/${locale}.css`]?.file ?? null;
}
