/** The notifications feature's entry points for other features and the app layer. */
export { useNotificationLiveEvents } from './hooks/use-notification-live-events';
export { PushDeviceToggle } from './push';
