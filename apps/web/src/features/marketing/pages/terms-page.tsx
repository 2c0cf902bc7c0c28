import { Container, Title } from '@mantine/core';

export function TermsPage() {
  return (
    <Container py="xl">
      <Title order={1}>terms</Title>
    </Container>
  );
}
