import { Container, Title } from '@mantine/core';

export function RefundPage() {
  return (
    <Container py="xl">
      <Title order={1}>refund</Title>
    </Container>
  );
}
