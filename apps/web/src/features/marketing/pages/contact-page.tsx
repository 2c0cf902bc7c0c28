import { Container } from '@mantine/core';
import { ContactCards, ContactTips } from '../components/contact-cards';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We are here to help"
        description="Real people, not bots. Our support team replies within one business day, seven days a week."
      />
      <Container size="lg" py={{ base: 'xl', sm: 56 }}>
        <ContactCards />
        <ContactTips />
      </Container>
    </>
  );
}
