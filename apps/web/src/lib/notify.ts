import type { ReactNode } from 'react';

/**
 * Toasts for interest actions (browse cards, profile view); contrast and the close button's name come
 * from the theme. The toast store loads with the first toast rather than with every member page
 * (docs/decisions/0039-signed-in-pages-speed.md: the dashboard's first download); the host that shows them
 * (member-session.tsx) has it.
 */
const loadToasts = () => import('@mantine/notifications');

export function notifyError(title: string, message: ReactNode) {
  void loadToasts().then(({ notifications }) => notifications.show({ color: 'red', title, message }));
}

export function notifySuccess(message: string) {
  void loadToasts().then(({ notifications }) => notifications.show({ color: 'emerald', message }));
}
