import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../constants';
import { PageHeader } from '../page-header';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  eyebrow?: string;
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}

/** A legal page: header with its date, an "On this page" index, and numbered h2 sections. */
export function LegalDocument({ eyebrow = 'Legal', title, summary, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={summary} meta={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              component="nav"
              aria-label="On this page"
              p="lg"
              radius="lg"
              withBorder
              style={{ position: 'sticky', top: 16, borderColor: '#eadfca' }}
            >
              <Text fw={700} fz="sm" tt="uppercase" c="gold.8" mb="sm" style={{ letterSpacing: '0.06em' }}>
                On this page
              </Text>
              <Stack component="ol" gap={6} m={0} pl="md" fz="sm">
                {sections.map((s) => (
                  <li key={s.id}>
                    <Anchor href={`#${s.id}`} c="emerald.8" fz="sm">
                      {s.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper
              component="article"
              p={{ base: 'md', sm: 40 }}
              radius="lg"
              withBorder
              style={{ borderColor: '#eadfca' }}
            >
              <Stack gap={36}>
                {sections.map((s, i) => (
                  <Box component="section" key={s.id} aria-labelledby={s.id}>
                    <Title
                      id={s.id}
                      order={2}
                      fz={{ base: 20, sm: 22 }}
                      c="emerald.9"
                      mb="sm"
                      style={{ scrollMarginTop: 16 }}
                    >
                      {i + 1}. {s.title}
                    </Title>
                    <Stack gap="sm" c="gray.8" lh={1.7}>
                      {s.content}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
