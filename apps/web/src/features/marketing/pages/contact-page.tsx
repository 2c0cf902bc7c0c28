import { Container } from '@mantine/core';
import { PUBLIC_PAGE_META } from '../../../app/page-descriptions';
import { ContactCards, ContactTips } from '../components/contact-cards';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We are here to help"
        description={PUBLIC_PAGE_META['/contact'].description}
      />
      <Container size="lg" py={{ base: 'xl', sm: 56 }}>
        <ContactCards />
        <ContactTips />
      </Container>
    </>
  );
}
