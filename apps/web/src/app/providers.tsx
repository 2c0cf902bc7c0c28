import './inter-fallback.css';
import './styles/mantine-base';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** The theme for everything; the query cache comes lazily with the parts that use it (guards.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
