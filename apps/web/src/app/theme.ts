import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep emerald: shade 7 (#0b5d4b) gives 7.6:1 on white, well past WCAG AA's 4.5:1. */
const emerald: MantineColorsTuple = [
  '#e8f5f1',
  '#cfe9e0',
  '#a3d4c3',
  '#72bda4',
  '#4aa98a',
  '#2f9277',
  '#1b7862',
  '#0b5d4b',
  '#084a3c',
  '#05372c',
];

/** Warm gold accent for highlights and premium: shade 8 (#7a5410) is 6.4:1 on white. */
const gold: MantineColorsTuple = [
  '#fdf6e7',
  '#f9e8c3',
  '#f3d9a4',
  '#ecc777',
  '#e2b04d',
  '#c9962f',
  '#a67a1e',
  '#8c6516',
  '#7a5410',
  '#5e400a',
];

export const theme = createTheme({
  primaryColor: 'emerald',
  primaryShade: { light: 7, dark: 5 },
  colors: { emerald, gold },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  black: '#1f2a27',
  other: { pageBackground: '#fbf7f0' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    // Links in running text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine greys a titled notification's text (gray-6, 3.3:1); its close button is named in the
    // reader's language by the toast host (layout/toast-host.tsx).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});
