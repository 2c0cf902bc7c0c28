/** The messages feature's entry points for the app layer. MessagesPage is loaded lazily by the router. */
export { useMessageLiveEvents } from './hooks/use-message-live-events';
export { useUnreadMessageCount } from './hooks/use-unread-message-count';
