/**
 * Writes the templates the server draws members' pages into (docs/decisions/0041-members-pages-drawn-by-the-server.md):
 * for each page in contracts SERVER_DRAWN_MEMBER_PAGES and each language, the page template with the page's language
 * and direction, its styles and script font, and the markers the server fills. As on the prerendered pages, the page's
 * code is fetched after its first paint (main.tsx), so nothing competes with its styles and photos. They go beside the
 * server renderer (dist-ssr/), not among the public files: served alone they would be an empty page. Runs after
 * the prerenderer (scripts/finish-build.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import {
  MEMBER_PAGE_HTML_MARKER,
  MEMBER_PAGE_STATE_MARKER,
  MEMBER_PAGE_TEMPLATE_DIR,
  memberPageTemplateFile,
  SERVER_DRAWN_MEMBER_PAGES,
  type ServerDrawnMemberPath,
} from '@mithaq/contracts/member-page-render';
import { escapeHtml } from '@mithaq/contracts/prerender';
import { SIGNED_IN_ATTRIBUTE } from '@mithaq/contracts/signed-in-hint';
import { distDir, loadSsrEntry, stylesheetTags, withDocumentLocale } from './prerender';
import { readManifest, routeAssets, scriptFontStylesheet, type ViteManifest } from './route-assets';

const ssrDir = path.join(distDir, '..', 'dist-ssr');

/** What the app takes a drawn page over with besides the page itself (boot.tsx, top-nav.tsx): their styles. */
const TAKE_OVER_MODULES = ['src/app/drawn-member-page.ts', 'src/app/layout/member-controls.tsx'];

const PAGE_MODULES: Record<ServerDrawnMemberPath, readonly string[]> = {
  '/dashboard': ['src/app/dashboard-loader.ts', 'src/features/browse/pages/dashboard-page.tsx'],
  '/profile': ['src/app/member-pages.ts', 'src/features/profile/pages/profile-page.tsx'],
  '/notifications': ['src/app/member-pages.ts', 'src/features/notifications/pages/notifications-page.tsx'],
  '/messages': ['src/app/member-pages.ts', 'src/features/messages/pages/messages-page.tsx'],
};

const TITLE = /<title>[^<]*<\/title>/;

/** The page's name in the member's language in the tab from the first paint, as the app names it (src/app/page-meta.ts). */
function withTitle(template: string, title: string): string {
  if (!TITLE.test(template)) throw new Error('index.html lacks <title>');
  return template.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
}

function pageTemplate(
  shell: string,
  manifest: ViteManifest,
  page: ServerDrawnMemberPath,
  locale: Locale,
  title: string,
): string {
  const { css } = routeAssets(manifest, [...TAKE_OVER_MODULES, ...PAGE_MODULES[page]]);
  const font = scriptFontStylesheet(manifest, locale);
  const localized = withTitle(withDocumentLocale(shell, locale), title);
  const tags = stylesheetTags(localized, font ? [...css, font] : css).join('\n    ');
  if (!localized.includes('<div id="root"></div>')) throw new Error('index.html lacks <div id="root"></div>');
  return localized
    .replace(/<html /, `<html ${SIGNED_IN_ATTRIBUTE} `)
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${MEMBER_PAGE_HTML_MARKER}</div>${MEMBER_PAGE_STATE_MARKER}`);
}

/**
 * `template` is the one the prerendered pages are drawn into: like them, a drawn page links only its
 * styles, so nothing competes with them before its first paint; the shell's script preloads are not in it.
 */
export async function writeMemberPageTemplates(template: string) {
  const manifest = readManifest(distDir);
  const ssr = await loadSsrEntry();
  for (const page of Object.keys(SERVER_DRAWN_MEMBER_PAGES) as ServerDrawnMemberPath[]) {
    for (const locale of LOCALES) {
      const target = path.join(ssrDir, MEMBER_PAGE_TEMPLATE_DIR, memberPageTemplateFile(page, locale));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const title = await ssr.memberPageTitle(page, locale);
      fs.writeFileSync(target, pageTemplate(template, manifest, page, locale, title));
    }
  }
  console.log(`member page templates in dist-ssr/${MEMBER_PAGE_TEMPLATE_DIR}/`);
}
