import '../styles/mantine-notifications';
import { Notifications } from '@mantine/notifications';
import classes from './toast-host.module.css';

/**
 * Where toasts appear; loaded with the first one (member-session.tsx). At the bottom, clear of the
 * header, the menu and the tabs under the header (docs/decisions.md "Notices").
 */
export function ToastHost() {
  return (
    <Notifications position="bottom-center" classNames={{ root: classes.root, notification: classes.notification }} />
  );
}
