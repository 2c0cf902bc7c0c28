import { CtaBand } from '../components/landing/cta-band';
import { FeaturesSection } from '../components/landing/features-section';
import { HeroSection } from '../components/landing/hero-section';
import { StatsStrip } from '../components/landing/stats-strip';
import { SuccessStories } from '../components/landing/success-stories';

/** Route / (spec section 2): hero, stats, features, success stories, call to action; the layout adds the footer. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <StatsStrip />
      <FeaturesSection />
      <SuccessStories />
      <CtaBand />
    </>
  );
}
