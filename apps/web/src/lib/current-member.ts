import { MemberSchema } from '@mithaq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useToken } from './session';

export const meQueryKey = ['auth', 'me'] as const;

/**
 * Every page's frame asks for the member, so this module ships in the entry: it names the schema
 * only in development (where apiRequest checks responses), keeping zod out of the first download.
 */
export function getMe() {
  return apiRequest<typeof MemberSchema>('/api/auth/me', { schema: import.meta.env.DEV ? MemberSchema : undefined });
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

/** The signed-in member; disabled while signed out. A 401 clears the session (api-client). */
export function useMe() {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(token), retry: false });
}
