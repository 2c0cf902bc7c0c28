import { apiRequest, type EndpointBody } from '../api-client';

/** `POST /api/push/subscriptions`: this device's subscription, stored for the signed-in member. */
export const savePushSubscription = (subscription: EndpointBody<'POST /api/push/subscriptions'>) =>
  apiRequest('POST /api/push/subscriptions', { body: subscription });

/** `DELETE /api/push/subscriptions`: the server stops pushing to this device. */
export const deletePushSubscription = (body: EndpointBody<'DELETE /api/push/subscriptions'>) =>
  apiRequest('DELETE /api/push/subscriptions', { body });

/** A VAPID key as the Push API takes it: base64url text to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether an existing subscription was made with `key` (a new key on the server needs a new one). */
export function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
