import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../../../i18n/language-menu';
import { useT } from '../../../i18n/use-t';

interface GuardianFrameProps {
  children: ReactNode;
  onSignOut?: () => void;
  isSigningOut?: boolean;
}

/** The guardian view's own frame: no member navigation, the language menu, and sign out when signed in. */
export function GuardianFrame({ children, onSignOut, isSigningOut }: GuardianFrameProps) {
  const t = useT();
  return (
    <Box mih="100vh" bg="#fbf7f0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={760} h={60} px={{ base: 'sm', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            {/* Brand and realm stacked, so 'Guardian view' stays whole beside the menu on a phone. */}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={800} fz="lg" lh={1.2} c="emerald.8">
                Mithaq
              </Text>
              <Text fw={600} c="gray.8" fz="xs" lh={1.3}>
                {t('guardian.frame.title')}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              {onSignOut && (
                <Button variant="default" size="sm" onClick={onSignOut} loading={isSigningOut}>
                  {t('guardian.frame.signOut')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size={760} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} component="main" id="main">
        {children}
      </Container>
    </Box>
  );
}
