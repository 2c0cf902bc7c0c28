import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@mithaq/contracts';

/** What a page that could not load shows instead (page-error-boundary.tsx). */
export default function PageLoadFailed() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{MESSAGES.pageLoadFailedTitle}</Title>
        <Text c="dimmed">{MESSAGES.pageLoadFailed}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
