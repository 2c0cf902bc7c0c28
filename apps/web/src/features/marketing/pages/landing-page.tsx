import { lazy, Suspense } from 'react';
import { withCatalogs } from '../../../i18n/i18n';
import classes from '../components/landing/hero.module.css';
import { HeroSection } from '../components/landing/hero-section';

// What a phone shows first (the hero, its texts in the `landing` catalog) comes with the page; the
// sections under it follow in their own chunk with theirs (`marketing`), so the landing page runs
// sooner (bench/bundle/budget.ts).
// Prerendering waits for them, so the HTML has the whole page, readable before any script arrives.
const BelowTheFold = lazy(() =>
  withCatalogs(() => import('../components/landing/below-the-fold'), ['marketing']).then((m) => ({
    default: m.BelowTheFold,
  })),
);

/** Route / (spec section 2): hero, stats, features, success stories, call to action; the layout adds the footer. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <div className={classes.belowTheFold}>
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      </div>
    </>
  );
}
