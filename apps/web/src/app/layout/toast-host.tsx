import '../styles/mantine-notifications';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import classes from './toast-host.module.css';

/**
 * Where toasts appear; loaded with the first one (member-session.tsx). At the bottom, clear of the
 * header, the menu and the tabs under the header (docs/decisions/0008-profile-view-and-wizard-web.md "Notices").
 * Mantine leaves a toast's close button unnamed: it is named here, in the reader's language.
 */
export function ToastHost() {
  const t = useT();
  const theme = useMemo(
    () => ({
      components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('app.toast.dismiss') } } } },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="bottom-center" classNames={{ root: classes.root, notification: classes.notification }} />
    </MantineThemeProvider>
  );
}
