import { Container, Title } from '@mantine/core';

export function PrivacyPage() {
  return (
    <Container py="xl">
      <Title order={1}>privacy</Title>
    </Container>
  );
}
