import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

const FEATURES = {
  verification: {
    title: 'Verification Center',
    text: 'Email, phone and government ID verification open here shortly. Your account is already protected by your password.',
  },
  support: {
    title: 'Support Center',
    text: 'Support tickets open here shortly. Until then, write to us from the Contact page and we reply within one business day.',
  },
} as const;

/** An honest page for a signed-in route whose feature has not been released yet. */
export function ComingLaterPage({ feature }: { feature: keyof typeof FEATURES }) {
  const { title, text } = FEATURES[feature];
  return (
    <Container size="sm" py={60}>
      <Paper p="xl" radius="lg" withBorder>
        <Stack align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gold">
            <IconHourglass size={30} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
