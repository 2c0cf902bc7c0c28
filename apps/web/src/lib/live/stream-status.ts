import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let connected = false;

/** Whether this tab's live message stream is open (one per tab; use-live-stream.ts owns it). */
export const streamStatus = {
  isConnected: () => connected,
  setConnected(value: boolean) {
    if (connected === value) return;
    connected = value;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** True while the stream is open: inbox polling pauses then (spec sections 4 and 9). */
export function useIsStreamConnected(): boolean {
  return useSyncExternalStore(streamStatus.subscribe, streamStatus.isConnected, () => false);
}
