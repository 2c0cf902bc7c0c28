import { Alert, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isCatalogLoaded, loadNamespaces } from '../../../i18n/i18n';
import { useLocale, useT } from '../../../i18n/use-t';
import { pushErrorText } from './push-texts';
import { usePushSubscription } from './use-push-subscription';

/** The toggle's texts live in the `notifications` catalog, which the Settings page does not load itself. */
function useNotificationsCatalog(): boolean {
  const locale = useLocale();
  const [loadedFor, setLoadedFor] = useState(() => (isCatalogLoaded('notifications', locale) ? locale : null));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['notifications'], locale).then(() => {
      if (live) setLoadedFor(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loadedFor === locale;
}

/**
 * 'Push notifications on this device' for Settings → Notifications: on or off for this browser,
 * whatever the member's other devices do. Says why it cannot be turned on: the browser blocks
 * notifications (only its own settings can undo that), the browser has no push, or the site sends none.
 */
export function PushDeviceToggle() {
  const hasTexts = useNotificationsCatalog();
  const t = useT();
  const push = usePushSubscription();
  if (!hasTexts) return null;

  const blocked = push.supported && push.permission === 'denied';
  const unavailable = !push.supported || push.configured === false;
  const problem = !push.supported
    ? t('notifications.push.unsupported')
    : push.configured === false
      ? t('notifications.push.unavailable')
      : blocked
        ? t('notifications.push.blocked')
        : pushErrorText(t, push.error);
  const description = push.isLoading
    ? t('notifications.push.toggle.checking')
    : push.subscribed
      ? t('notifications.push.toggle.on')
      : t('notifications.push.toggle.off');

  const onChange = (on: boolean) => {
    push.reset();
    // Failures are shown from push.error below.
    void (on ? push.subscribe() : push.unsubscribe()).catch(() => undefined);
  };

  return (
    <div>
      <Switch
        label={t('notifications.push.toggle.label')}
        description={description}
        checked={push.subscribed}
        disabled={unavailable || blocked || push.isLoading || push.isPending}
        onChange={(event) => onChange(event.currentTarget.checked)}
        size="md"
      />
      {problem && (
        <Alert color={blocked || unavailable ? 'gray' : 'red'} variant="light" mt="sm" p="xs" role="status">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
    </div>
  );
}
