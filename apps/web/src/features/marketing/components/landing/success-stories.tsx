import { Avatar, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { MUTED } from '../../constants';
import { SectionHeading } from '../section-heading';

interface Story {
  names: [string, string];
  place: string;
  detail: string;
  quote: string;
}

/** Illustrative stories: first names only, initials rather than photos (no real people's images). */
const STORIES: Story[] = [
  {
    names: ['Aisha', 'Yusuf'],
    place: 'Hyderabad',
    detail: 'Nikah in 2023',
    quote:
      'Knowing every profile had been checked gave my parents real peace of mind. We spoke with both families involved from the very first week.',
  },
  {
    names: ['Maryam', 'Imran'],
    place: 'Dubai and Kozhikode',
    detail: 'Matched within 2 months',
    quote:
      'I kept my photo blurred until I felt comfortable. Imran respected that, and it set the tone for how he treats me to this day.',
  },
  {
    names: ['Sana', 'Bilal'],
    place: 'Doha and Lucknow',
    detail: 'Nikah in 2024',
    quote:
      'Our concierge advisor suggested we talk about our expectations early on. It was the best advice we received, alhamdulillah.',
  },
];

function CoupleAvatars({ names }: { names: [string, string] }) {
  return (
    <Avatar.Group spacing="sm" aria-hidden>
      <Avatar size={48} radius="xl" color="emerald.7" variant="filled" styles={{ root: { border: '3px solid #fff' } }}>
        {names[0][0]}
      </Avatar>
      <Avatar size={48} radius="xl" color="gold.8" variant="filled" styles={{ root: { border: '3px solid #fff' } }}>
        {names[1][0]}
      </Avatar>
    </Avatar.Group>
  );
}

export function SuccessStories() {
  return (
    <Box component="section" aria-labelledby="stories-title" py={{ base: 56, sm: 80 }} bg="#f6efe2">
      <Container size="lg">
        <SectionHeading
          id="stories-title"
          eyebrow="Success stories"
          title="Couples who began their journey here"
          description="Every nikah is a blessing. Here are a few of the families Mithaq has been part of."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {STORIES.map((s) => (
            <Card
              key={s.names.join('-')}
              component="figure"
              m={0}
              p={{ base: 'lg', sm: 'xl' }}
              shadow="xs"
              style={{ borderColor: '#eadfca' }}
            >
              <Stack gap="md" h="100%" justify="space-between">
                <Box>
                  <IconQuote size={32} color="#c9962f" aria-hidden />
                  <Text component="blockquote" m={0} mt="xs" fz="md" lh={1.65} c="gray.8">
                    {s.quote}
                  </Text>
                </Box>
                <Group component="figcaption" gap="md" wrap="nowrap">
                  <CoupleAvatars names={s.names} />
                  <div>
                    <Title order={3} fz="md" c="emerald.9">
                      {s.names[0]} &amp; {s.names[1]}
                    </Title>
                    <Text fz="sm" c={MUTED}>
                      {s.place} · {s.detail}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" fz="sm" c={MUTED} mt="xl" fs="italic">
          Stories shared with permission; names changed.
        </Text>
      </Container>
    </Box>
  );
}
