import type { SavedSearchList } from '@mithaq/contracts/saved-searches';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isolate } from '../../../../i18n/bidi';
import { useT } from '../../../../i18n/use-t';
import { notifySuccess } from '../../../../lib/notify';
import { savedSearchAddress } from '../../saved-search-query';
import { SAVED_SEARCH_PARAM } from '../../search-query';

/**
 * `/dashboard?tab=all&savedSearch=<id>`, the link of a saved search's alert: once the list has come, the address
 * becomes that search's, newest first (the same entry of the history, so Back leaves the page), and a toast says
 * which search shows. True when the list has no such search (deleted since): the caller says so.
 */
export function useSavedSearchLink(list: SavedSearchList | undefined): boolean {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = params.get(SAVED_SEARCH_PARAM);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (id === null || list === undefined) return;
    const search = list.searches.find((s) => s.id === id);
    if (search) {
      setParams(savedSearchAddress(search.query, { newestFirst: true }), { replace: true, preventScrollReset: true });
      notifySuccess(t('searches.applied', { name: isolate(search.name) }));
    } else {
      const rest = new URLSearchParams(params);
      rest.delete(SAVED_SEARCH_PARAM);
      setParams(rest, { replace: true, preventScrollReset: true });
    }
    setMissing(!search);
  }, [id, list, params, setParams, t]);
  return missing;
}
