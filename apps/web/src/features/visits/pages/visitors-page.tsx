import '../../../app/styles/mantine-app';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useVisitors } from '../api/get-visitors';
import { VisitorCard } from '../components/visitor-card';
import { VisitorsEmpty } from '../components/visitors-empty';
import { VisitorsHidden } from '../components/visitors-hidden';
import { VisitorsPreview } from '../components/visitors-preview';
import { VisitorsSkeleton } from '../components/visitors-skeleton';
import { visitorCount, visitorsOf } from '../lib/visitors';
import classes from '../visits.module.css';

/**
 * /profile/visitors, Who viewed me (docs/decisions/0065-coming-back.md "Who viewed me"): the members
 * who opened the profile in the last 90 days, newest first. Premium members see who; free members how
 * many and when, blurred, with the way to premium; a member who hides their own visits sees why not.
 */
export function VisitorsPage() {
  const t = useT();
  const visitors = useVisitors();
  const pages = visitors.data?.pages ?? [];
  const first = pages[0];
  const count = visitorCount(first);
  const shown = visitorsOf(pages);

  let body: ReactNode;
  if (visitors.isPending) body = <VisitorsSkeleton />;
  else if (!first) body = <QueryError query={visitors} fallback={t('visits.page.failed')} />;
  else if (first.view === 'hidden') body = <VisitorsHidden />;
  else if (count === 0 || (first.view === 'full' && shown.length === 0)) body = <VisitorsEmpty />;
  else if (first.view === 'preview') body = <VisitorsPreview total={first.total} latest={first.latest} />;
  else {
    body = (
      <Stack gap="md">
        <ul className={classes.grid} aria-label={t('visits.page.list')}>
          {shown.map((visitor) => (
            <VisitorCard key={visitor._id} visitor={visitor} />
          ))}
        </ul>
        {visitors.isFetchNextPageError && (
          <Text role="alert" c="red.9" fz="sm">
            {t('visits.page.failed')}
          </Text>
        )}
        {visitors.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void visitors.fetchNextPage()}
            loading={visitors.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('visits.page.loadMore')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="emerald.9">
            {t('visits.page.title')}
          </Title>
          <Text c="gray.8">{t('visits.page.lead')}</Text>
        </Stack>
        {count ? (
          <Text fw={700} fz="lg">
            {t('visits.page.count', { count })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
