import { Suspense } from 'react';
import { LoadingState } from '../components/loading-state';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { usePageTitle } from './use-page-title';

/** The whole app under whichever router the caller gives it (the browser's, or the prerenderer's). */
export function App() {
  usePageTitle();
  return (
    <AppProviders>
      <Suspense fallback={<LoadingState py={80} />}>
        <AppRoutes />
      </Suspense>
    </AppProviders>
  );
}
