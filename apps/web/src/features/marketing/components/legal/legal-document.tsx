import { Trans } from '@lingui/react';
import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { intlTag } from '../../../../i18n/format';
import { useLocale, useT } from '../../../../i18n/use-t';
import { LEGAL_LAST_UPDATED } from '../../constants';
import { PageHeader } from '../page-header';
import type { LegalPage, LegalSection } from './legal-sections';
import { LegalBlockView } from './legal-text';

interface LegalDocumentProps {
  page: LegalPage;
  sections: readonly LegalSection[];
}

/** The English page's address: it is the one that binds, whatever language the reader chose. */
const ENGLISH_PAGE: Record<LegalPage, string> = { terms: '/terms', privacy: '/privacy', refund: '/refund' };

function LastUpdated() {
  const t = useT();
  const date = new Intl.DateTimeFormat(intlTag(useLocale()), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return <>{t('legal.lastUpdated', { date: date.format(LEGAL_LAST_UPDATED) })}</>;
}

/** A translation says near its top that the English text prevails, and links to it. */
function EnglishPrevails({ page }: { page: LegalPage }) {
  if (useLocale() === 'en') return null;
  return (
    <Paper p="md" radius="md" bg="gold.0" withBorder style={{ borderColor: '#eadfca' }} mb="lg">
      <Text fz="sm" c="gray.9" lh={1.7}>
        <Trans
          id="legal.englishPrevails"
          components={{ 0: <Anchor component={Link} to={ENGLISH_PAGE[page]} hrefLang="en" fw={600} fz="inherit" /> }}
        />
      </Text>
    </Paper>
  );
}

/** A legal page: header with its date, an "On this page" index, and numbered h2 sections. */
export function LegalDocument({ page, sections }: LegalDocumentProps) {
  const t = useT();
  const heading = (s: LegalSection) => t(`legal.${page}.${s.id}.title`);
  return (
    <>
      <PageHeader
        eyebrow={t('legal.eyebrow')}
        title={t(`app.title.${page}`)}
        description={t(`legal.${page}.summary`)}
        meta={<LastUpdated />}
      />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <EnglishPrevails page={page} />
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              component="nav"
              aria-label={t('legal.onThisPage')}
              p="lg"
              radius="lg"
              withBorder
              style={{ position: 'sticky', top: 16, borderColor: '#eadfca' }}
            >
              <Text fw={700} fz="sm" tt="uppercase" c="gold.8" mb="sm" style={{ letterSpacing: '0.06em' }}>
                {t('legal.onThisPage')}
              </Text>
              <Stack component="ol" gap={6} m={0} ps="md" fz="sm">
                {sections.map((s) => (
                  <li key={s.id}>
                    <Anchor href={`#${s.id}`} c="emerald.8" fz="sm">
                      {heading(s)}
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
                      {i + 1}. {heading(s)}
                    </Title>
                    <Stack gap="sm" c="gray.8" lh={1.7}>
                      {s.blocks.map((block, b) => (
                        <LegalBlockView
                          key={'p' in block ? block.p : b}
                          prefix={`legal.${page}.${s.id}.`}
                          block={block}
                        />
                      ))}
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
