import { MissionSection, OfferingsSection, TeamSection } from '../components/about/about-sections';
import { PageHeader } from '../components/page-header';

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About Mithaq"
        title="Helping Muslims marry with faith and trust"
        description="Mithaq is a matrimony service for Muslims who take nikah seriously, and for the families who stand beside them."
      />
      <MissionSection />
      <OfferingsSection />
      <TeamSection />
    </>
  );
}
