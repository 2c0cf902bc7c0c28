import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { searchTextOf } from './city-choice';

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 200;

/**
 * `value` once it has stayed the same for `ms`. Not Mantine's useDebouncedValue: vite.config.ts puts
 * that in the signed-in pages' chunk, which the register page would then download with the picker.
 */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The gazetteer's cities whose name starts with what the member typed, the most populous first,
 * asked once typing pauses; `enabled` is false while the list is closed. The gazetteer changes only
 * with a new release, so an answer is kept for the visit.
 */
export function useCitySuggestions(typed: string, { country, enabled }: { country?: string; enabled: boolean }) {
  const wanted = searchTextOf(typed);
  const q = useSettled(wanted, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['places', 'cities', q, country ?? null],
    queryFn: ({ signal }) =>
      apiRequest('GET /api/places/cities', { query: country ? { q, country } : { q } }, { signal }),
    enabled: enabled && q.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: 1,
  });
  return {
    cities: q.length > 0 ? (query.data?.cities ?? []) : [],
    /** Waiting for typing to pause, or for the answer. */
    isLoading: wanted.length > 0 && (wanted !== q || query.isFetching),
    isError: query.isError && !query.isFetching,
    hasText: wanted.length > 0,
  };
}
