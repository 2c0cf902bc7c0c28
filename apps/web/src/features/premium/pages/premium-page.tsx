import { Container, Title } from '@mantine/core';

export function PremiumPage() {
  return (
    <Container py="xl">
      <Title order={1}>Premium</Title>
    </Container>
  );
}
