import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** A polite loading status for a page or a list (spec section 2 texts, e.g. 'Loading profiles...'). */
export function LoadingState({ label, py = 48 }: { label?: string; py?: number }) {
  const t = useT();
  return (
    <Center py={py}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="emerald" />
        <Text c="gray.7">{label ?? t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
