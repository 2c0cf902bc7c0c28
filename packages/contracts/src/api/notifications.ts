import {
  MarkNotificationsReadSchema,
  NotificationFeedQuerySchema,
  NotificationFeedSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadCountSchema,
} from '../notifications.js';
import { endpoints } from './endpoint.js';

/** The notification feed and its settings under /api/notifications (the one-click unsubscribe pages are HTML, not declared here). */
export const notificationsApi = endpoints({
  'GET /api/notifications': {
    query: NotificationFeedQuerySchema,
    response: NotificationFeedSchema,
    errors: [400, 401],
  },
  'POST /api/notifications/read': {
    body: MarkNotificationsReadSchema,
    response: UnreadCountSchema,
    errors: [400, 401],
  },
  'GET /api/notifications/settings': { response: NotificationSettingsSchema, errors: [401] },
  'PUT /api/notifications/settings': {
    body: NotificationSettingsUpdateSchema,
    response: NotificationSettingsSchema,
    errors: [400, 401],
  },
});
