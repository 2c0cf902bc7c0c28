/**
 * The catalogs the web app reads, one per feature (src/locales/<namespace>/<locale>.json), plus the
 * shared `errors` and `options` catalogs of the contracts package (the server writes the same texts).
 * Every key starts with its namespace: `auth.login.title` lives in locales/auth/*.json.
 */
export const WEB_NAMESPACES = [
  'app',
  'member',
  'marketing',
  'landing',
  'about',
  'contact',
  'help',
  'legal',
  'auth',
  'browse',
  'shortlist',
  'profile',
  'messages',
  'notifications',
  'picks',
  'searches',
  'premium',
  'settings',
  'visits',
  'support',
  'verification',
  'admin',
  'guardian',
  'forms',
] as const;
export const CONTRACT_NAMESPACES = ['errors', 'options'] as const;

export type WebNamespace = (typeof WEB_NAMESPACES)[number];
export type Namespace = WebNamespace | (typeof CONTRACT_NAMESPACES)[number];
// A call marked pure, so that a page which takes only FRAME_NAMESPACES from here does not download
// the whole list (bench/bundle/budget.ts); a spread would be kept for its possible side effects.
export const ALL_NAMESPACES: readonly Namespace[] = /* @__PURE__ */ ([] as Namespace[]).concat(
  WEB_NAMESPACES,
  CONTRACT_NAMESPACES,
);

/** What every page draws (the frame: navigation, footer, titles) loads before the first render. */
export const FRAME_NAMESPACES: readonly Namespace[] = ['app'];
