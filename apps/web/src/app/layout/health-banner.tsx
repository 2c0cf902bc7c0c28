import { Alert } from '@mantine/core';
import { MESSAGES } from '@mithaq/contracts';
import { useEffect, useState } from 'react';

/** Spec section 9: the backend check is made once, 500 ms after load. */
export const HEALTH_CHECK_DELAY_MS = 500;

type HealthState = 'checking' | 'ok' | 'failed';

export function HealthBanner() {
  const [state, setState] = useState<HealthState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch('/api/health', { signal: controller.signal });
        setState(res.ok ? 'ok' : 'failed');
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setState('failed');
      }
    }, HEALTH_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (state === 'ok') return null;
  if (state === 'checking') {
    return (
      <Alert
        color="gray"
        radius={0}
        py={6}
        role="status"
        aria-live="polite"
        styles={{ message: { textAlign: 'center' } }}
      >
        {MESSAGES.healthConnecting}
      </Alert>
    );
  }
  return (
    <Alert color="red" radius={0} role="alert" title="Connection Failed">
      {MESSAGES.healthFailed.replace('Connection Failed: ', '')}
    </Alert>
  );
}
