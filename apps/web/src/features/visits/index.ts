import { lazy } from 'react';

/**
 * The visits feature's entry points for the app layer and other features (Who viewed me, incognito,
 * docs/decisions/0065-coming-back.md). The dashboard imports this entry lazily for its small card; the
 * Settings card and the own profile's banner load on their own when drawn, so the dashboard's chunk
 * does not carry them. VisitorsPage is loaded lazily by the router.
 */
export { VisitorsCard } from './components/visitors-card';

export const VisibilityCard = lazy(() =>
  import('./components/visibility-card').then((m) => ({ default: m.VisibilityCard })),
);
export const IncognitoBanner = lazy(() =>
  import('./components/incognito-banner').then((m) => ({ default: m.IncognitoBanner })),
);
