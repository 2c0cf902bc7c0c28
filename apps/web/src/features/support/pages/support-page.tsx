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
import { SUBJECT_MAX, SUPPORT_MESSAGE_MAX } from '@mithaq/contracts/support';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CountedTextarea } from '../../../components/counted-textarea';
import { ListError, LoadingState } from '../../../components/list-states';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useOpenTicket, useTickets } from '../api/support-api';
import { TicketThread } from '../components/ticket-thread';
import { STATUS_COLOR } from '../lib/ticket-display';

function NewTicketForm() {
  const t = useT();
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
            {t('support.new.title')}
          </Title>
          <TextInput
            label={t('support.new.subject')}
            dir="auto"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={SUBJECT_MAX}
            required
          />
          <CountedTextarea
            label={t('support.new.message')}
            dir="auto"
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            max={SUPPORT_MESSAGE_MAX}
            minRows={4}
            required
          />
          {invalid ? (
            <Text role="alert" c="red.9" fz="sm">
              {t('support.new.required')}
            </Text>
          ) : null}
          {open.isError ? (
            <Text role="alert" c="red.9" fz="sm">
              {errorMessage(open.error, t('support.new.failed'))}
            </Text>
          ) : null}
          {open.isSuccess ? (
            <Text role="status" c="emerald.8" fz="sm">
              {t('support.new.opened')}
            </Text>
          ) : null}
          <Button type="submit" loading={open.isPending} w="fit-content">
            {t('support.new.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Route /support (spec section 2 "Support Center"): my tickets, a new ticket, a thread with replies; `?ticket=` opens one. */
export function SupportPage() {
  const t = useT();
  const format = useFormat();
  const tickets = useTickets();
  // The open ticket lives in the address, so a notification or a push can open it (`?ticket=`).
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('ticket');
  const setSelectedId = (id: string | null) => setParams(id ? { ticket: id } : {});
  const selected = tickets.data?.find((ticket) => ticket._id === selectedId) ?? null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }} c="emerald.9">
          {t('support.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg" display={{ base: selected ? 'none' : undefined, md: 'flex' }}>
            <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="my-tickets-title">
              <Stack gap="sm">
                <Title order={2} id="my-tickets-title" fz="lg" c="emerald.9">
                  {t('support.tickets.title')}
                </Title>
                {tickets.isPending ? (
                  <LoadingState py={16} label={t('support.tickets.loading')} />
                ) : tickets.isError ? (
                  <ListError
                    message={errorMessage(tickets.error, t('support.tickets.loadFailed'))}
                    onRetry={() => void tickets.refetch()}
                  />
                ) : tickets.data.length === 0 ? (
                  <Text c="gray.8">{t('support.tickets.empty')}</Text>
                ) : (
                  tickets.data.map((ticket) => (
                    <UnstyledButton
                      key={ticket._id}
                      onClick={() => setSelectedId(ticket._id)}
                      aria-current={ticket._id === selectedId ? 'true' : undefined}
                      p="sm"
                      ta="start"
                      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text fw={600} truncate dir="auto">
                          {ticket.subject}
                        </Text>
                        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                          {ticket.replied ? <Badge color="emerald.8">{t('support.tickets.replied')}</Badge> : null}
                          <Badge variant="outline" color={STATUS_COLOR[ticket.status]}>
                            {t(`support.status.${ticket.status}`)}
                          </Badge>
                        </Group>
                      </Group>
                      <Text fz="xs" c="gray.7">
                        {t('support.tickets.updated', { when: format.dateTime(ticket.updatedAt) })}
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
              {t('support.tickets.selectHint')}
            </Text>
          )}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
