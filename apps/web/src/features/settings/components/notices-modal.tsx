import { lazy, Suspense } from 'react';
import { useNotices } from '../api/account-api';

// Most members never get one: the dialog loads only when a notice is waiting.
const NoticeDialog = lazy(() => import('./notice-dialog').then((m) => ({ default: m.NoticeDialog })));

/** Shows the oldest unacknowledged staff warning, if any (issue 11). */
export function NoticesModal() {
  const notice = useNotices().data?.[0];
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} />
    </Suspense>
  );
}
