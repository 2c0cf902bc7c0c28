import { Container, Title } from '@mantine/core';

export function ContactPage() {
  return (
    <Container py="xl">
      <Title order={1}>contact</Title>
    </Container>
  );
}
