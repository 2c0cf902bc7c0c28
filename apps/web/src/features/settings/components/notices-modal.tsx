import { lazy, Suspense } from 'react';
import { withCatalogs } from '../../../i18n/i18n';
import { useNotices } from '../api/account-api';

// Most members never get one: the dialog loads only when a notice is waiting, with its texts.
const NoticeDialog = lazy(() =>
  withCatalogs(() => import('./notice-dialog'), ['settings']).then((m) => ({ default: m.NoticeDialog })),
);

/** Shows the oldest unacknowledged staff warning, if any (docs/decisions/0014-safety-and-member-rights.md). */
export function NoticesModal() {
  const notice = useNotices().data?.[0];
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} />
    </Suspense>
  );
}
