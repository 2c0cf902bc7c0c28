import { deletePushSubscription } from './push-subscription-api';

/**
 * On sign-out: this device stops receiving the member's notifications, so the next person to use
 * the browser is not told of them. The server is told first, while the session can still say so;
 * the browser's subscription goes either way. Never throws: signing out must not wait on push.
 */
export async function forgetPushDevice(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await deletePushSubscription({ endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // No worker or no push here: nothing to forget.
  }
}
