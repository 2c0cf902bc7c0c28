import '../../../app/styles/mantine-app';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { SUBJECT_MAX, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from '@mithaq/contracts';
import { type FormEvent, useState } from 'react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { ListError, LoadingState } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api-client';
import { useOpenTicket, useTickets } from '../api/support-api';
import { TicketThread } from '../components/ticket-thread';
import { STATUS_COLOR, when } from '../lib/ticket-display';

function NewTicketForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const open = useOpenTicket();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = Boolean(subject.trim() && message.trim());
    setInvalid(!ok);
    if (!ok) return;
    open.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
        },
      },
    );
  };
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="new-ticket-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="new-ticket-title" fz="lg" c="emerald.9">
            Open a ticket
          </Title>
          <TextInput
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={SUBJECT_MAX}
            required
          />
          <CountedTextarea
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            max={SUPPORT_MESSAGE_MAX}
            minRows={4}
            required
          />
          {invalid ? (
            <Text role="alert" c="red.9" fz="sm">
              {SUPPORT_MESSAGES.required}
            </Text>
          ) : null}
          {open.isError ? (
            <Text role="alert" c="red.9" fz="sm">
              {errorMessage(open.error, SUPPORT_MESSAGES.createFailed)}
            </Text>
          ) : null}
          {open.isSuccess ? (
            <Text role="status" c="emerald.8" fz="sm">
              Your ticket is open. We reply within one business day, seven days a week.
            </Text>
          ) : null}
          <Button type="submit" loading={open.isPending} w="fit-content">
            Send
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Route /support (spec section 2 "Support Center"): my tickets, a new ticket, a thread with replies. */
export function SupportPage() {
  const tickets = useTickets();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = tickets.data?.find((t) => t._id === selectedId) ?? null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }} c="emerald.9">
          Support Center
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg" display={{ base: selected ? 'none' : undefined, md: 'flex' }}>
            <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="my-tickets-title">
              <Stack gap="sm">
                <Title order={2} id="my-tickets-title" fz="lg" c="emerald.9">
                  My tickets
                </Title>
                {tickets.isPending ? (
                  <LoadingState py={16} label="Loading your tickets..." />
                ) : tickets.isError ? (
                  <ListError
                    message={errorMessage(tickets.error, SUPPORT_MESSAGES.loadFailed)}
                    onRetry={() => void tickets.refetch()}
                  />
                ) : tickets.data.length === 0 ? (
                  <Text c="gray.8">No tickets yet. Ask us anything below.</Text>
                ) : (
                  tickets.data.map((t) => (
                    <UnstyledButton
                      key={t._id}
                      onClick={() => setSelectedId(t._id)}
                      aria-current={t._id === selectedId ? 'true' : undefined}
                      p="sm"
                      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text fw={600} truncate>
                          {t.subject}
                        </Text>
                        <Group gap={4} wrap="nowrap">
                          {t.replied ? <Badge color="emerald.8">Replied</Badge> : null}
                          <Badge variant="outline" color={STATUS_COLOR[t.status]}>
                            {t.status}
                          </Badge>
                        </Group>
                      </Group>
                      <Text fz="xs" c="gray.7">
                        Updated {when(t.updatedAt)}
                      </Text>
                    </UnstyledButton>
                  ))
                )}
              </Stack>
            </Card>
            <NewTicketForm />
          </Stack>
          {selected ? (
            <TicketThread key={selected._id} ticket={selected} onBack={() => setSelectedId(null)} />
          ) : (
            <Text c="gray.8" visibleFrom="md">
              Select a ticket to read the conversation.
            </Text>
          )}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
