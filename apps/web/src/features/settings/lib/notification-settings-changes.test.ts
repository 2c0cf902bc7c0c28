import { defaultNotificationSettings } from '@mithaq/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { notificationSettingsChanges } from './notification-settings-changes';

const saved = defaultNotificationSettings('Asia/Kolkata');

describe('notificationSettingsChanges', () => {
  it('is null when nothing changed', () => {
    expect(notificationSettingsChanges(saved, structuredClone(saved))).toBeNull();
  });

  it('sends only the fields that changed, per kind', () => {
    const draft = {
      ...saved,
      messages: { ...saved.messages, email: 'off' as const },
      support: { ...saved.support, push: false },
    };
    expect(notificationSettingsChanges(saved, draft)).toEqual({ messages: { email: 'off' }, support: { push: false } });
  });

  it('sends quiet hours whole when any part changed, and null when turned off', () => {
    const quiet = saved.quietHours ?? { start: '22:00', end: '07:00', timeZone: 'Asia/Kolkata' };
    expect(notificationSettingsChanges(saved, { ...saved, quietHours: { ...quiet, start: '23:30' } })).toEqual({
      quietHours: { ...quiet, start: '23:30' },
    });
    expect(notificationSettingsChanges(saved, { ...saved, quietHours: null })).toEqual({ quietHours: null });
  });
});
