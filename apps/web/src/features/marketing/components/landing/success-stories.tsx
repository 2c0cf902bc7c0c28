import { Avatar, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { MUTED } from '../../constants';
import { SectionHeading } from '../section-heading';

/**
 * Illustrative stories: first names only, initials rather than photos (no real people's images).
 * Each is under `marketing.stories.<id>` in the catalog: the two names, place, detail and quote.
 */
const STORIES = ['aishaYusuf', 'maryamImran', 'sanaBilal'] as const;

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
  const t = useT();
  return (
    <Box component="section" aria-labelledby="stories-title" py={{ base: 56, sm: 80 }} bg="#f6efe2">
      <Container size="lg">
        <SectionHeading
          id="stories-title"
          eyebrow={t('marketing.stories.eyebrow')}
          title={t('marketing.stories.title')}
          description={t('marketing.stories.description')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {STORIES.map((story) => {
            const names: [string, string] = [
              t(`marketing.stories.${story}.first`),
              t(`marketing.stories.${story}.second`),
            ];
            return (
              <Card
                key={story}
                component="figure"
                m={0}
                p={{ base: 'lg', sm: 'xl' }}
                shadow="xs"
                style={{ borderColor: '#eadfca' }}
              >
                <Stack gap="md" h="100%" justify="space-between">
                  <Box>
                    <IconQuote size={32} color="#c9962f" aria-hidden className="rtl-mirror" />
                    <Text component="blockquote" m={0} mt="xs" fz="md" lh={1.65} c="gray.8">
                      {t(`marketing.stories.${story}.quote`)}
                    </Text>
                  </Box>
                  <Group component="figcaption" gap="md" wrap="nowrap">
                    <CoupleAvatars names={names} />
                    <div>
                      <Title order={3} fz="md" c="emerald.9">
                        {t('marketing.stories.couple', { first: names[0], second: names[1] })}
                      </Title>
                      <Text fz="sm" c={MUTED}>
                        {t(`marketing.stories.${story}.place`)} · {t(`marketing.stories.${story}.detail`)}
                      </Text>
                    </div>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Text ta="center" fz="sm" c={MUTED} mt="xl" fs="italic">
          {t('marketing.stories.note')}
        </Text>
      </Container>
    </Box>
  );
}
