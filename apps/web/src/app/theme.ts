import { createTheme } from '@mantine/core';
import { emerald, gold, PAGE_BACKGROUND } from './brand-colors';

/** Inter, then Arial shaped like it until Inter has loaded (inter-fallback.css), then the system's. */
const FONT_STACK = 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'emerald',
  primaryShade: { light: 7, dark: 5 },
  colors: { emerald, gold },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  black: '#1f2a27',
  other: { pageBackground: PAGE_BACKGROUND },
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
