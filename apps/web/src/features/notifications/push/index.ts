/**
 * Web Push on the web (issue 19). The Settings card places PushDeviceToggle; the member frame mounts
 * PushPromptHost (app/layout/member-session.tsx); interests call markPushMoment (push-moments.ts).
 */
export { PushDeviceToggle } from './push-device-toggle';
export { markPushMoment } from './push-moments';
export { PushPromptHost } from './push-prompt-host';
export { type PushProblem, PushSetupError, usePushSubscription } from './use-push-subscription';
