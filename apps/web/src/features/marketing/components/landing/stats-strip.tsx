import { Box, Container, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';

/** Spec section 1, "Landing claims". */
const STATS = [
  { value: '50K+', label: 'members' },
  { value: '25', label: 'countries with members' },
  { value: '98%', label: 'of profiles verified' },
  { value: '8 in 10', label: 'matched within 90 days' },
];

export function StatsStrip() {
  return (
    <Box component="section" aria-labelledby="stats-title" bg="white" style={{ borderBlock: '1px solid #eadfca' }}>
      <VisuallyHidden>
        <h2 id="stats-title">Mithaq in numbers</h2>
      </VisuallyHidden>
      <Container size="lg" py={{ base: 'xl', sm: 40 }}>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 4 }}
          spacing={{ base: 'lg', sm: 'xl' }}
          verticalSpacing="xl"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STATS.map((s) => (
            <Box component="li" key={s.label} ta="center">
              <Text component="strong" display="block" fz={{ base: 30, sm: 40 }} fw={700} lh={1.1} c="emerald.7">
                {s.value}
              </Text>
              <Text component="span" display="block" mt={4} fz={{ base: 'sm', sm: 'md' }} c="gray.7">
                {s.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
