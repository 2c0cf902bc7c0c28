/** The messages feature's entry points for the app layer. MessagesPage is loaded lazily by the router. */
export { useMessageStream } from './hooks/use-message-stream';
export { useUnreadMessageCount } from './hooks/use-unread-message-count';
