import { Suspense } from 'react';
import { LoadingState } from '../components/loading-state';
import { LocaleProvider } from '../i18n/locale-provider';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { usePageTitle } from './use-page-title';

/** The whole app under whichever router the caller gives it (the browser's, or the prerenderer's). */
function PageTitle() {
  usePageTitle();
  return null;
}

export function App() {
  return (
    <LocaleProvider>
      <PageTitle />
      <AppProviders>
        <Suspense fallback={<LoadingState py={80} />}>
          <AppRoutes />
        </Suspense>
      </AppProviders>
    </LocaleProvider>
  );
}
