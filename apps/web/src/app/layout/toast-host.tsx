import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded with the first one (member-session.tsx). */
export function ToastHost() {
  return <Notifications position="top-center" />;
}
