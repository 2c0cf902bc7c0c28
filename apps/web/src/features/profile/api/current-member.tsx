import type { Member } from '@mithaq/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useToken } from '../../../lib/session';

/**
 * The signed-in member's query, handed in by the app layer (router / layout) so this feature
 * reads and refreshes the same cache entry as the rest of the app without importing another
 * feature (ARCHITECTURE.md house style 8).
 */
export interface MemberQueryOptions {
  queryKey: QueryKey;
  queryFn: () => Promise<Member>;
  staleTime?: number;
}

const MemberQueryContext = createContext<MemberQueryOptions | null>(null);

export function MemberQueryProvider({ value, children }: { value: MemberQueryOptions; children: ReactNode }) {
  return <MemberQueryContext.Provider value={value}>{children}</MemberQueryContext.Provider>;
}

export function useMemberQueryOptions(): MemberQueryOptions {
  const value = useContext(MemberQueryContext);
  if (!value) throw new Error('MemberQueryProvider is missing');
  return value;
}

export function useCurrentMember() {
  const token = useToken();
  const { queryKey, queryFn, staleTime } = useMemberQueryOptions();
  return useQuery({ queryKey, queryFn, staleTime, enabled: Boolean(token), retry: false });
}
