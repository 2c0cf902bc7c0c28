import { lazy, Suspense, useState } from 'react';
import { useMe } from '../../../lib/current-member';
import { hidePhotoPromptFor, photoPromptHiddenFor } from '../../../lib/photo-prompt-choice';

// Most members have a photo: the suggestion's code comes only for those who have none (a page the
// server draws waits for it there, entry-server.tsx `prerender`, and the browser takes it over as drawn).
const PhotoPromptCard = lazy(() => import('./photo-prompt-card').then((m) => ({ default: m.PhotoPromptCard })));

/**
 * Suggests adding a photo to a member who has none, above the browse lists; it can be hidden, since
 * a photo is the member's choice (docs/decisions/0008-profile-view-and-wizard-web.md).
 */
export function AddPhotoPrompt() {
  const { data: member } = useMe();
  const [hiddenNow, setHiddenMember] = useState<string | null>(null);
  // The same cookie on the server that drew the page and in the browser's first render.
  const hiddenMember = hiddenNow ?? photoPromptHiddenFor();
  if (!member || member.photoStatus !== null || hiddenMember === member._id) return null;
  const hide = () => {
    setHiddenMember(member._id);
    // Written at once, before any navigation can follow, so the next page is drawn without it.
    hidePhotoPromptFor(member._id);
  };
  return (
    <Suspense fallback={null}>
      <PhotoPromptCard onHide={hide} />
    </Suspense>
  );
}
