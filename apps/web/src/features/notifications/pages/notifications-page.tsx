import '../../../app/styles/mantine-app';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty, QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useInterests } from '../../../lib/interests/get-interests';
import { useNotificationFeed } from '../api/get-notifications';
import { NotificationItem } from '../components/notification-item';
import { NotificationSkeletons } from '../components/notification-skeletons';
import { NotificationSummary } from '../components/notification-summary';
import { useVisitReadState } from '../hooks/use-visit-read-state';

/**
 * /notifications (spec sections 2 and 4, docs/decisions/0028-notification-feed.md): the server's feed, newest first.
 * Opening the page marks everything read on the server once loading ends, so the badge clears on every device; what
 * was new on arrival stays highlighted for this visit, and what arrives later is new until Mark all
 * as read (docs/decisions/0028-notification-feed.md).
 */
export function NotificationsPage() {
  const t = useT();
  const feed = useNotificationFeed();
  const interests = useInterests();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const visit = useVisitReadState(feed);

  const refresh = () => {
    void feed.refetch();
    void interests.refetch();
  };
  const isRefreshing = (feed.isFetching && !feed.isPending && !feed.isFetchingNextPage) || interests.isRefetching;

  let body: React.ReactNode;
  if (feed.isPending) body = <NotificationSkeletons />;
  else if (feed.isError && !feed.data) body = <QueryError query={feed} fallback={t('notifications.failed')} />;
  else if (items.length === 0) {
    body = (
      <ListEmpty
        icon={<IconBellOff size={28} />}
        title={t('notifications.empty.title')}
        description={t('notifications.empty.description')}
        action={
          <Button component={Link} to="/dashboard?tab=all">
            {t('notifications.empty.action')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('notifications.list')}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} isNew={visit.isNew(item)} />
          ))}
        </Stack>
        {(feed.isFetchNextPageError || feed.isRefetchError) && (
          <Text role="alert" c="red.9" size="sm">
            {t('notifications.failed')}
          </Text>
        )}
        {feed.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('notifications.title')}
          </Title>
          <Text size="lg" role="status" aria-live="polite" mih="1.55em">
            {feed.isSuccess
              ? visit.newCount > 0
                ? t('notifications.newCount', { count: visit.newCount })
                : t('notifications.caughtUp')
              : null}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={isRefreshing}
              onClick={refresh}
            >
              {t('notifications.refresh')}
            </Button>
            <Button
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={visit.markAllRead}
              disabled={!feed.isSuccess}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
        </Stack>
        {interests.isError ? null : <NotificationSummary interests={interests.data} />}
        {body}
      </Stack>
    </Container>
  );
}
