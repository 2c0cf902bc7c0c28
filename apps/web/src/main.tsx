import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { router } from './app/router';

// zod probes for eval at start-up; our CSP forbids it (script-src 'self'), so skip the probe.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
