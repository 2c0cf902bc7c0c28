import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** `GET /api/config`: the site's run-time settings for the web (Firebase, the push key), read once per visit. */
export const usePublicConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest('GET /api/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
