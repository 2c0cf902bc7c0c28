import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconHeartHandshake, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useGuardianConversations } from '../api/get-guardian-conversations';
import { useGuardianMatches } from '../api/get-guardian-matches';

/** The conversations the guardian may read: each opens its read-only thread. */
export function GuardianConversations() {
  const t = useT();
  const format = useFormat();
  const conversations = useGuardianConversations();
  let body: React.ReactNode;
  if (conversations.isPending) body = <LoadingState py={24} label={t('guardian.conversations.loading')} />;
  else if (conversations.isError)
    body = <QueryError query={conversations} fallback={t('guardian.conversations.loadFailed')} />;
  else if (conversations.data.conversations.length === 0)
    body = (
      <ListEmpty
        icon={<IconMessages size={28} />}
        title={t('guardian.conversations.emptyTitle')}
        description={t('guardian.conversations.empty')}
      />
    );
  else
    body = (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {conversations.data.conversations.map((c) => (
          <li key={c.user._id}>
            <UnstyledButton
              component={Link}
              to={`?conversation=${encodeURIComponent(c.user._id)}`}
              display="block"
              py="sm"
              px="xs"
              w="100%"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    <bdi>{c.user.fullName}</bdi>
                  </Text>
                  <Text fz="sm" c="gray.8">
                    {c.lastMessageAt
                      ? t('guardian.conversations.lastMessage', { when: format.relative(c.lastMessageAt) })
                      : t('guardian.conversations.noMessages')}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden className="rtl-mirror" />
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="guardian-conversations"
    >
      <Stack gap="xs">
        <Title order={2} id="guardian-conversations" fz="lg" c="emerald.9">
          {t('guardian.conversations.title')}
        </Title>
        <Text fz="sm" c="gray.8">
          {t('guardian.conversations.intro')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

/** The member's matches: names, city and profession, and since when. */
export function GuardianMatches() {
  const t = useT();
  const format = useFormat();
  const matches = useGuardianMatches();
  let body: React.ReactNode;
  if (matches.isPending) body = <LoadingState py={24} label={t('guardian.matches.loading')} />;
  else if (matches.isError) body = <QueryError query={matches} fallback={t('guardian.matches.loadFailed')} />;
  else if (matches.data.matches.length === 0)
    body = <ListEmpty icon={<IconHeartHandshake size={28} />} title={t('guardian.matches.empty')} />;
  else
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {matches.data.matches.map((m) => (
          <Group component="li" key={m._id} justify="space-between" wrap="wrap" gap="xs" py={6}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>
                <bdi>{m.fullName}</bdi>
              </Text>
              <Text fz="sm" c="gray.8">
                <bdi>{[m.city, m.profession].filter(Boolean).join(' · ')}</bdi>
              </Text>
            </Stack>
            <Text fz="sm" c="gray.8">
              {t('guardian.matches.since', { date: format.date(m.matchedAt) })}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="guardian-matches">
      <Stack gap="xs">
        <Title order={2} id="guardian-matches" fz="lg" c="emerald.9">
          {t('guardian.matches.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
