import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { errorMessage } from '../lib/api-client';

// The frame shows it while a page loads, so it lives apart from the lists' states (first download).
export { LoadingState } from './loading-state';

/** An error with a retry; `message` is the server's or the catalogue fallback (spec section 8). */
export function ListError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} />} title={message}>
      <Button
        mt="xs"
        size="xs"
        variant="white"
        color="red.8"
        leftSection={<IconRefresh size={14} />}
        loading={isRetrying}
        onClick={onRetry}
      >
        {t('member.list.retry')}
      </Button>
    </Alert>
  );
}

interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed query's error with a retry that refetches it; `fallback` is the catalogue text. */
export function QueryError({ query, fallback }: { query: RetryableQuery; fallback: string }) {
  return (
    <ListError
      message={errorMessage(query.error, fallback)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}

interface ListEmptyProps {
  title: string;
  description?: string;
  icon: ReactNode;
  action?: ReactNode;
}

export function ListEmpty({ title, description, icon, action }: ListEmptyProps) {
  return (
    <Stack align="center" ta="center" gap="xs" py={48} px="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="emerald">
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      {description && (
        <Text c="gray.7" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
