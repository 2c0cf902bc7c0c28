import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Any address no page has: the router's catch-all, and prerendered for the server's 404 answer
 * (scripts/prerender.ts), so a mistyped link reads the same with or without the app running.
 */
export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={72} lh={1} c="emerald.8" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="gray.7" maw={460}>
          We could not find the page you asked for. The address may be mistyped, or the page may have moved.
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/dashboard" variant="outline">
            Browse profiles
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          Looking for something else? Try the{' '}
          <Anchor component={Link} to="/help" fz="inherit" fw={600}>
            Help centre
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/contact" fz="inherit" fw={600}>
            contact us
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
