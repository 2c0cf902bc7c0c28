import { Container } from '@mantine/core';
import { PAGE_DESCRIPTION_KEYS } from '../../../app/page-descriptions';
import { useT } from '../../../i18n/use-t';
import { ContactCards, ContactTips } from '../components/contact-cards';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        description={t(PAGE_DESCRIPTION_KEYS['/contact'])}
      />
      <Container size="lg" py={{ base: 'xl', sm: 56 }}>
        <ContactCards />
        <ContactTips />
      </Container>
    </>
  );
}
