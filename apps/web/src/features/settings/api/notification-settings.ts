import type { NotificationSettings, NotificationSettingsUpdate } from '@mithaq/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/notification-keys';

export const notificationSettingsQueryKey = [...notificationsQueryKey, 'settings'] as const;

/**
 * `GET /api/notifications/settings`: email and push per kind, and quiet hours (docs/decisions/0026-notifications.md).
 */
export function getNotificationSettings({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('GET /api/notifications/settings', {}, { signal });
}

/** `PUT /api/notifications/settings`: only what changed; answers every setting. */
export function updateNotificationSettings(update: NotificationSettingsUpdate) {
  return apiRequest('PUT /api/notifications/settings', { body: update });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings: NotificationSettings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
