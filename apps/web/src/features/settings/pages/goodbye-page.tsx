import '../../../app/styles/mantine-app';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@mithaq/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { sessionStore } from '../../../lib/session';

/**
 * Route /goodbye: where deleting the account lands. Public, so ending the session here (the account is
 * already gone on the server) does not bounce the member to a sign-in page mid-sentence.
 */
export function GoodbyePage() {
  useEffect(() => sessionStore.setToken(null), []);
  return (
    <Container size={560} py={{ base: 48, sm: 80 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={30} c="emerald.9">
          Your account has been deleted
        </Title>
        <Text c="gray.9">{ACCOUNT_MESSAGES.deleted}</Text>
        <Text c="gray.8" fz="sm">
          {ACCOUNT_MESSAGES.whatIsKept}
        </Text>
        <Text c="gray.9">May Allah make your search easy. You are welcome back at any time.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
