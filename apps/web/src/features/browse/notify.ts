import { notifications } from '@mantine/notifications';

/** Mantine's close button has no accessible name of its own. */
const closeButtonProps = { 'aria-label': 'Dismiss notification' };

/**
 * An error toast. Mantine greys a titled notification's text (gray-6, 3.3:1 on white), below
 * WCAG AA's 4.5:1, so the text is set to gray-8 here.
 */
export function notifyError(title: string, message: string) {
  notifications.show({
    color: 'red',
    title,
    message,
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    closeButtonProps,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'emerald', message, closeButtonProps });
}
