import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help' },
];

export function SiteFooter() {
  return (
    <Box component="footer" bg="emerald.9" c="white" py="xl" mt="xl">
      <Container size="lg">
        <Stack gap="sm">
          <Group gap="lg" component="nav" aria-label="Footer">
            {LINKS.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} c="white" size="sm">
                {l.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="emerald.1">
            © {new Date().getFullYear()} Mithaq. Faith-led matrimony with verified profiles and real privacy.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
