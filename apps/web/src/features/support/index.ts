/** The support feature's entry points for the app layer. Its pages are loaded lazily by the router. */
export { useSupportLiveEvents } from './hooks/use-support-live-events';
