import { Container, Title } from '@mantine/core';

export function AboutPage() {
  return (
    <Container py="xl">
      <Title order={1}>about</Title>
    </Container>
  );
}
