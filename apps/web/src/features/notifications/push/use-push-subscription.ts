import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublicConfig } from '../../../lib/public-config';
import {
  applicationServerKey,
  deletePushSubscription,
  sameKey,
  savePushSubscription,
} from '../../../lib/push/push-subscription-api';
import { registerServiceWorker } from '../../../lib/service-worker';
import { isPushSupported } from './prompt-rules';

/** Why turning push on or off did not work, each with its own text (push-texts.ts). */
export type PushProblem = 'blocked' | 'dismissed' | 'unsupported' | 'unavailable';

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushSetupError';
  }
}

export interface PushDevice {
  permission: NotificationPermission;
  /** This device's subscription, when it has one. */
  endpoint: string | null;
}

export const pushDeviceKey = ['push', 'device'] as const;

/** The site's worker registration, registering it if the page has not yet (it does so after load). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing && !(await registerServiceWorker())) throw new PushSetupError('unsupported');
  return navigator.serviceWorker.ready;
}

async function readDevice(): Promise<PushDevice> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return { permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

async function turnOn(vapidPublicKey: string | null | undefined): Promise<PushDevice> {
  if (!vapidPublicKey) throw new PushSetupError('unavailable');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('blocked');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await workerRegistration();
  const key = applicationServerKey(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return { permission, endpoint: subscription.endpoint };
}

async function turnOff(): Promise<PushDevice> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    // The server first: were the device to forget first, a failure here would leave the server pushing to it.
    await deletePushSubscription({ endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return { permission: Notification.permission, endpoint: null };
}

/**
 * Web Push on this device (docs/decisions/0029-web-push.md): whether the browser can, its permission, this device's
 * subscription, and turning it on (the browser's permission prompt, then the Push API with the site's
 * VAPID key from `GET /api/config`, then `POST /api/push/subscriptions`) or off.
 */
export function usePushSubscription() {
  const supported = isPushSupported();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const device = useQuery({ queryKey: pushDeviceKey, queryFn: readDevice, enabled: supported });
  const onSettled = (result: PushDevice | undefined) => {
    if (result) queryClient.setQueryData(pushDeviceKey, result);
    else void queryClient.invalidateQueries({ queryKey: pushDeviceKey });
  };
  const subscribe = useMutation({
    mutationFn: async () => {
      if (!supported) throw new PushSetupError('unsupported');
      const vapidPublicKey = config.data?.vapidPublicKey ?? (await config.refetch()).data?.vapidPublicKey;
      return turnOn(vapidPublicKey);
    },
    onSettled,
  });
  const unsubscribe = useMutation({ mutationFn: turnOff, onSettled });
  return {
    supported,
    /** Whether the site sends push at all (a VAPID key in `GET /api/config`); undefined until known. */
    configured: config.data ? Boolean(config.data.vapidPublicKey) : undefined,
    /** True until this device's permission and subscription are known. */
    isLoading: supported && device.isPending,
    permission: device.data?.permission ?? (supported ? Notification.permission : 'denied'),
    subscribed: Boolean(device.data?.endpoint),
    subscribe: () => subscribe.mutateAsync(),
    unsubscribe: () => unsubscribe.mutateAsync(),
    isPending: subscribe.isPending || unsubscribe.isPending,
    error: subscribe.error ?? unsubscribe.error,
    reset: () => {
      subscribe.reset();
      unsubscribe.reset();
    },
  };
}
