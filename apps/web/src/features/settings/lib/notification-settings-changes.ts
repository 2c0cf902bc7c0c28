import {
  type KindSetting,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type QuietHours,
} from '@mithaq/contracts/notifications';

function kindChange(saved: KindSetting, draft: KindSetting): Partial<KindSetting> | null {
  const change: Partial<KindSetting> = {};
  if (draft.email !== saved.email) change.email = draft.email;
  if (draft.push !== saved.push) change.push = draft.push;
  return Object.keys(change).length > 0 ? change : null;
}

const sameQuietHours = (a: QuietHours | null, b: QuietHours | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end && a.timeZone === b.timeZone);

/**
 * The `PUT /api/notifications/settings` body for a draft: only what differs from the saved settings,
 * so a save on one device does not undo a change made meanwhile on another. Null when nothing changed.
 */
export function notificationSettingsChanges(
  saved: NotificationSettings,
  draft: NotificationSettings,
): NotificationSettingsUpdate | null {
  const update: NotificationSettingsUpdate = {};
  for (const kind of NOTIFICATION_KINDS) {
    const change = kindChange(saved[kind], draft[kind]);
    if (change) update[kind] = change;
  }
  if (!sameQuietHours(saved.quietHours, draft.quietHours)) update.quietHours = draft.quietHours;
  return Object.keys(update).length > 0 ? update : null;
}
