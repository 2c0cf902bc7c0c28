import { Container, Title } from '@mantine/core';

export function HelpPage() {
  return (
    <Container py="xl">
      <Title order={1}>help</Title>
    </Container>
  );
}
