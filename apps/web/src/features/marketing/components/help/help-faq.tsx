import { Accordion, Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { FAQ_TOPICS } from './faq-data';

/** Jump links to each topic; plain in-page anchors, so they work with the keyboard and without JavaScript state. */
export function HelpTopicsNav() {
  const t = useT();
  return (
    <Paper
      component="nav"
      aria-label={t('help.topicsLabel')}
      p="lg"
      radius="lg"
      withBorder
      style={{ borderColor: '#eadfca' }}
    >
      <Text fw={700} fz="sm" tt="uppercase" c="gold.8" mb="sm" style={{ letterSpacing: '0.06em' }}>
        {t('help.browseByTopic')}
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {FAQ_TOPICS.map((topic) => (
          <li key={topic.id}>
            <Anchor
              href={`#${topic.id}`}
              display="inline-block"
              px="sm"
              py={6}
              fz="sm"
              fw={600}
              c="emerald.8"
              bg="emerald.0"
              style={{ borderRadius: 999 }}
            >
              {t(`help.topic.${topic.key}`)}
            </Anchor>
          </li>
        ))}
      </Group>
    </Paper>
  );
}

/** One h2 per topic; each question is an h3 accordion control (WAI-ARIA accordion pattern, built into Mantine). */
export function HelpFaq() {
  const t = useT();
  return (
    <Stack gap={40}>
      {FAQ_TOPICS.map((topic, index) => (
        <Box component="section" key={topic.id} aria-labelledby={topic.id}>
          <Title
            id={topic.id}
            order={2}
            fz={{ base: 22, sm: 26 }}
            c="emerald.9"
            mb="md"
            style={{ scrollMarginTop: 16 }}
          >
            {t(`help.topic.${topic.key}`)}
          </Title>
          <Accordion
            variant="separated"
            radius="md"
            order={3}
            // The first answer starts open so the page shows what an answer looks like.
            defaultValue={index === 0 && topic.items[0] ? topic.items[0].id : null}
            styles={{
              item: { background: '#fff', borderColor: '#eadfca' },
              label: { fontWeight: 600, color: 'var(--mantine-color-gray-9)' },
              panel: { color: 'var(--mantine-color-gray-8)', lineHeight: 1.65 },
            }}
          >
            {topic.items.map(({ id, Answer }) => (
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>{t(`help.q.${id}`)}</Accordion.Control>
                <Accordion.Panel>{Answer ? <Answer /> : t(`help.a.${id}`)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Box>
      ))}
    </Stack>
  );
}
