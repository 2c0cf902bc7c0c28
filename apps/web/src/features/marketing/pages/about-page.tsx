import { PUBLIC_PAGE_META } from '../../../app/page-descriptions';
import { MissionSection, OfferingsSection, TeamSection } from '../components/about/about-sections';
import { PageHeader } from '../components/page-header';

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About Mithaq"
        title="Helping Muslims marry with faith and trust"
        description={PUBLIC_PAGE_META['/about'].description}
      />
      <MissionSection />
      <OfferingsSection />
      <TeamSection />
    </>
  );
}
