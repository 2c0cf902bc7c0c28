import { CtaBand } from './cta-band';
import { FeaturesSection } from './features-section';
import { StatsStrip } from './stats-strip';
import { SuccessStories } from './success-stories';

/** The landing page under its hero (on a phone, below the first screen): loaded after the hero, in one chunk (landing-page.tsx). */
export function BelowTheFold() {
  return (
    <>
      <StatsStrip />
      <FeaturesSection />
      <SuccessStories />
      <CtaBand />
    </>
  );
}
