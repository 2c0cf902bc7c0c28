import { PAGE_DESCRIPTION_KEYS } from '../../../app/page-descriptions';
import { useT } from '../../../i18n/use-t';
import { CreditsSection, MissionSection, OfferingsSection, TeamSection } from '../components/about/about-sections';
import { PageHeader } from '../components/page-header';

export function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        description={t(PAGE_DESCRIPTION_KEYS['/about'])}
      />
      <MissionSection />
      <OfferingsSection />
      <TeamSection />
      <CreditsSection />
    </>
  );
}
