/**
 * Web Push on the web (docs/decisions/0029-web-push.md). The Settings card places PushDeviceToggle; the member frame
 * mounts PushPromptHost (app/layout/member-session.tsx); interests call markPushMoment (lib/push/push-moments.ts).
 */
export { PushDeviceToggle } from './push-device-toggle';
export { PushPromptHost } from './push-prompt-host';
export { type PushProblem, PushSetupError, usePushSubscription } from './use-push-subscription';
