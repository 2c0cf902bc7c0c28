import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';

/** What a page that could not load shows instead (page-error-boundary.tsx). */
export default function PageLoadFailed() {
  const t = useT();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{t('app.pageLoadFailed.title')}</Title>
        <Text c="dimmed">{t('app.pageLoadFailed.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.pageLoadFailed.reload')}</Button>
      </Stack>
    </Container>
  );
}
