import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** One titled section of the member detail: label and value pairs, a dash where there is no value. */
export function DetailSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md" c="emerald.9">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={4}>
        {rows.map(({ key, label, value }) => (
          <Text key={key} fz="sm">
            <Text span c="gray.7">
              {label}:{' '}
            </Text>
            {/* What the member wrote keeps its own direction inside the label's sentence. */}
            <bdi>{value || '—'}</bdi>
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
