/**
 * Mantine's styles for toasts, loaded with their host (layout/toast-host.tsx) when the first toast
 * shows, so no page pays for them up front. Both halves are needed: @mantine/core's Notification draws
 * the notice itself (its opaque background, border and text), the package's stylesheet places the
 * container. Mantine's order: core first, then the package (styles.test.ts checks it).
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
