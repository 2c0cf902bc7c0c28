import type { DiscoveredProfile } from '@mithaq/contracts/discovery';
import { useMemo } from 'react';
import { useInterests } from '../../lib/interests/get-interests';
import { useViewer } from './use-viewer';

/**
 * The pages' profiles, less the viewer and anyone already in the received, sent or accepted lists
 * (spec section 2: those are not shown in All Profiles; My matches does the same).
 */
export function useListedProfiles(pages: { profiles: DiscoveredProfile[] }[] | undefined): DiscoveredProfile[] {
  const interests = useInterests();
  const viewer = useViewer();
  const hidden = useMemo(() => {
    const ids = new Set<string>(viewer.id ? [viewer.id] : []);
    const lists = interests.data;
    if (lists) for (const p of [...lists.received, ...lists.sent, ...lists.accepted]) ids.add(p._id);
    return ids;
  }, [interests.data, viewer.id]);
  return useMemo(
    () => (pages ?? []).flatMap((page) => page.profiles).filter((p) => !hidden.has(p._id)),
    [pages, hidden],
  );
}
