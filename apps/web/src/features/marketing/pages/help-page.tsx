import { Box, Container, Grid, Stack } from '@mantine/core';
import { PAGE_DESCRIPTION_KEYS } from '../../../app/page-descriptions';
import { useT } from '../../../i18n/use-t';
import { HelpFaq, HelpTopicsNav } from '../components/help/help-faq';
import { StillNeedHelp, TalkToUsCard } from '../components/help/still-need-help';
import { PageHeader } from '../components/page-header';

export function HelpPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('help.eyebrow')} title={t('help.title')} description={t(PAGE_DESCRIPTION_KEYS['/help'])} />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" style={{ position: 'sticky', top: 16 }}>
              <HelpTopicsNav />
              <Box visibleFrom="md">
                <TalkToUsCard />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <HelpFaq />
            <StillNeedHelp />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
