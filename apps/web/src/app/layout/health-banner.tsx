import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';

/** Spec section 9: the backend check is made once, 500 ms after load. */
export const HEALTH_CHECK_DELAY_MS = 500;

type HealthState = 'idle' | 'checking' | 'ok' | 'failed';

/**
 * Fixed to the bottom of the window rather than in the page's flow, so neither its arrival nor its
 * departure moves the page (layout shift, docs/decisions/0015-speed-on-a-phone.md). It starts only once the app runs: a
 * prerendered page read without JavaScript must not promise a connection that never comes.
 */
const OVERLAY = { position: 'fixed', bottom: 0, insetInline: 0, zIndex: 300 } as const;

export function HealthBanner() {
  const t = useT();
  const [state, setState] = useState<HealthState>('idle');

  useEffect(() => {
    setState('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch('/api/health', { signal: controller.signal });
        // Read to its end: a response whose body nobody reads stays open in the browser, and the
        // page never goes quiet (Lighthouse then waits out its time limit,
        // docs/decisions/0039-signed-in-pages-speed.md).
        await res.arrayBuffer();
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

  if (state === 'ok' || state === 'idle') return null;
  if (state === 'checking') {
    return (
      <Alert
        color="gray"
        radius={0}
        py={6}
        role="status"
        aria-live="polite"
        bg="gray.1"
        style={OVERLAY}
        styles={{ message: { textAlign: 'center' } }}
      >
        {t('app.health.connecting')}
      </Alert>
    );
  }
  return (
    <Alert color="red" radius={0} role="alert" title={t('app.health.failedTitle')} bg="red.0" style={OVERLAY}>
      {t('app.health.failed')}
    </Alert>
  );
}
