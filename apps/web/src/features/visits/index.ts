/**
 * The visits feature's entry points for the app layer and other features (Who viewed me, incognito,
 * docs/decisions/0065-coming-back.md). The dashboard imports this entry lazily for its small card;
 * Settings and the own profile draw the visibility card and the incognito banner with their pages.
 * VisitorsPage is loaded lazily by the router.
 */
export { IncognitoBanner } from './components/incognito-banner';
export { VisibilityCard } from './components/visibility-card';
export { VisitorsCard } from './components/visitors-card';
