import { config } from 'zod';

// zod probes for eval before its first parse; our CSP forbids it (script-src 'self'), so skip the probe.
config({ jitless: true });
