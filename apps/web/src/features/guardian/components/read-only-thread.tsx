import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Message } from '@mithaq/contracts/messaging';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useGuardianThread } from '../api/get-guardian-thread';

function Bubble({ message, isMember, author }: { message: Message; isMember: boolean; author: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <Box
      component="li"
      maw="85%"
      style={{ alignSelf: isMember ? 'flex-end' : 'flex-start' }}
      aria-label={t('guardian.thread.messageFrom', { name: author })}
    >
      <Text fz="xs" c="gray.8" mb={2} ta={isMember ? 'end' : 'start'}>
        <bdi>{author}</bdi> · {format.dateTime(message.createdAt)}
      </Text>
      <Box
        px="sm"
        py={8}
        bg={isMember ? 'emerald.0' : 'white'}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
      >
        {message.locked || message.content === null ? (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden />
            <Text fz="sm" c="gray.8" fs="italic">
              {t('guardian.thread.locked')}
            </Text>
          </Group>
        ) : (
          <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        )}
      </Box>
    </Box>
  );
}

/** One conversation as the member may read it, with nothing to type into or press but Back. */
export function ReadOnlyThread({ userId }: { userId: string }) {
  const t = useT();
  const thread = useGuardianThread(userId);
  const back = (
    <Button
      component={Link}
      to="."
      variant="subtle"
      leftSection={<IconArrowLeft size={16} className="rtl-mirror" aria-hidden />}
      w="fit-content"
      px={4}
    >
      {t('guardian.thread.back')}
    </Button>
  );
  if (thread.isPending)
    return (
      <Stack>
        {back}
        <LoadingState label={t('guardian.thread.loading')} />
      </Stack>
    );
  if (thread.isError)
    return (
      <Stack>
        {back}
        <QueryError query={thread} fallback={t('guardian.thread.loadFailed')} />
      </Stack>
    );
  const { member, otherUser, messages, olderCursor } = thread.data;
  return (
    <Stack gap="sm">
      {back}
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="guardian-thread">
        <Stack gap="sm">
          <Title order={2} id="guardian-thread" fz="lg" c="emerald.9">
            <bdi>{member.fullName}</bdi> · <bdi>{otherUser.fullName}</bdi>
          </Title>
          <Text fz="sm" c="gray.8">
            <bdi>{[otherUser.city, otherUser.profession].filter(Boolean).join(' · ')}</bdi>
          </Text>
          <Alert color="gray" variant="light" role="note" py={8}>
            {t('guardian.thread.readOnly')}
          </Alert>
          {olderCursor && (
            <Text fz="sm" c="gray.8" ta="center">
              {t('guardian.thread.olderHidden')}
            </Text>
          )}
          {messages.length === 0 ? (
            <ListEmpty icon={<IconLock size={28} />} title={t('guardian.thread.empty')} />
          ) : (
            <Stack
              component="ol"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('guardian.thread.messages')}
            >
              {messages.map((m) => (
                <Bubble
                  key={m._id}
                  message={m}
                  isMember={m.sender === member._id}
                  author={m.sender === member._id ? member.fullName : otherUser.fullName}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
