import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column on phones, two on tablets, three on desktop. */
export function ProfileGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
