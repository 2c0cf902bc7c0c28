import '../../../app/styles/mantine-app';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { useInterests } from '../../../lib/interests/get-interests';
import { NotificationItem } from '../components/notification-item';
import { NotificationSummary } from '../components/notification-summary';
import { deriveNotifications, groupCounts, headerText, unreadIds } from '../derive-notifications';
import { storeReadIds, useReadIds } from '../read-ids-store';

/**
 * /notifications (spec sections 2 and 4). Opening the page marks everything read once loading
 * ends, so the nav badge clears; what was new on arrival stays highlighted for this visit, and
 * anything arriving later (Refresh, polling) is new until Mark all as read.
 */
export function NotificationsPage() {
  const t = useT();
  const interests = useInterests();
  const readIds = useReadIds();
  const items = useMemo(() => deriveNotifications(interests.data), [interests.data]);
  const unread = useMemo(() => new Set(unreadIds(items, readIds)), [items, readIds]);
  const [newOnArrival, setNewOnArrival] = useState<ReadonlySet<string> | null>(null);

  const isLoaded = interests.isSuccess && !interests.isFetching;
  useEffect(() => {
    if (newOnArrival !== null || !isLoaded) return;
    setNewOnArrival(unread);
    storeReadIds(items.map((n) => n.id));
  }, [isLoaded, newOnArrival, unread, items]);

  const isNew = (id: string) => unread.has(id) || (newOnArrival?.has(id) ?? false);
  const newCount = items.filter((n) => isNew(n.id)).length;
  const markAllRead = () => {
    storeReadIds(items.map((n) => n.id));
    setNewOnArrival(new Set());
  };

  let body: React.ReactNode;
  if (interests.isPending) body = <LoadingState label={t('notifications.loading')} />;
  else if (interests.isError) {
    body = <QueryError query={interests} fallback={t('notifications.failed')} />;
  } else {
    body = (
      <>
        <NotificationSummary groups={groupCounts(interests.data)} />
        {items.length === 0 ? (
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
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('notifications.list')}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} isNew={isNew(item.id)} />
            ))}
          </Stack>
        )}
      </>
    );
  }

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('notifications.title')}
          </Title>
          {interests.isSuccess && (
            <Text size="lg" role="status" aria-live="polite">
              {headerText(t, newCount)}
            </Text>
          )}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={interests.isFetching && !interests.isPending}
              onClick={() => void interests.refetch()}
            >
              {t('notifications.refresh')}
            </Button>
            <Button leftSection={<IconChecks size={16} />} onClick={markAllRead} disabled={!interests.isSuccess}>
              {t('notifications.markAllRead')}
            </Button>
          </Group>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
