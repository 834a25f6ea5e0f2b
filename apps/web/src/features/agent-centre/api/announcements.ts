import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { agentKeys } from './keys.ts';

export const agentAnnouncementsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: agentKeys.announcements(token, language),
    queryFn: ({ signal }) => callApi('agentAnnouncements', { query: { language }, signal }),
  });

/** Every current notice for agents and the whole site, in one language. */
export function useAgentAnnouncements(language: string) {
  const token = useSessionStore((state) => state.token);
  return useQuery(agentAnnouncementsQuery(token, language));
}
