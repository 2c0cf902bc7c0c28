import { notifications } from '@mantine/notifications';

/** Toasts for interest actions (browse cards, profile view); contrast and the close button's name come from the theme. */
export function notifyError(title: string, message: string) {
  notifications.show({ color: 'red', title, message });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'emerald', message });
}
