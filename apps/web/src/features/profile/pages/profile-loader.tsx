import { Center, Loader, Stack, Text } from '@mantine/core';

export function ProfileLoader({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="emerald" />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
