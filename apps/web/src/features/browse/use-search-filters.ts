import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS, TEXT_FILTERS, toBrowseFilters } from './filters';
import { FILTER_PARAMS, formFromParams, searchKeyOf, withFilters } from './search-params';

/**
 * The filter inputs of All Profiles, kept in the address (search-params.ts). The inputs change at
 * once; the address follows after a pause in typing, and the list follows the address. A change of
 * the address from elsewhere (the back button, a shared link, Clear under an empty list) sets the
 * inputs. `onPendingChange` hears whether the inputs hold a change the address does not have yet.
 */
export function useSearchFilters(onPendingChange: (isPending: boolean) => void) {
  const [params, setParams] = useSearchParams();
  const key = searchKeyOf(params);
  const { key: entry } = useLocation();
  const [form, setForm] = useState(() => formFromParams(params));
  const [debounced] = useDebouncedValue(form, FILTER_DEBOUNCE_MS);
  // The address this hook last wrote, and the text filter it changed then.
  const written = useRef(key);
  const lastTyped = useRef<string | null>(null);
  // The latest address and its setter, read when the inputs settle: react-router gives a new setter
  // with every address, and a write on that change would put back a search the back button just left.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  // The address changed by someone else: the inputs follow it. Checked on every new entry of the history, not
  // only when the search differs from the last one drawn: the router draws its navigations as transitions, and of
  // two in quick succession (Clear, then a saved search applied) React may draw the second alone, whose search can
  // be the one drawn before the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new history entry by design (see above)
  useEffect(() => {
    if (key === written.current) return;
    written.current = key;
    lastTyped.current = null;
    setForm(formFromParams(paramsRef.current));
  }, [key, entry]);

  useEffect(() => {
    const current = paramsRef.current;
    const next = withFilters(current, debounced);
    const nextKey = searchKeyOf(next);
    if (nextKey === searchKeyOf(current)) return;
    // Typing in one text box changes that filter again and again: the address then replaces its last
    // entry rather than adding one per pause (the back button goes back a search, not a few letters).
    const changed = FILTER_PARAMS.filter((name) => current.get(name) !== next.get(name));
    const typed = changed.length === 1 && (TEXT_FILTERS as readonly string[]).includes(changed[0] as string);
    const replace = typed && lastTyped.current === changed[0];
    lastTyped.current = typed ? (changed[0] as string) : null;
    written.current = nextKey;
    setParamsRef.current(next, { replace, preventScrollReset: true });
  }, [debounced]);

  // Said before the browser paints, so the list is marked busy from the very keystroke.
  const isPending = JSON.stringify(toBrowseFilters(form)) !== key;
  useLayoutEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);
  return { form, setForm };
}
