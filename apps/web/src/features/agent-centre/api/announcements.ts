import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

export const agentAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: agentKeys.announcements(language),
    queryFn: ({ signal }) => callApi('agentAnnouncements', { query: { language }, signal }),
  });

/** Every current notice for agents and the whole site, in one language. */
export const useAgentAnnouncements = (language: string) => useQuery(agentAnnouncementsQuery(language));
