import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

export const HOME_BANNER_GROUP = 'w_home';

/** The banners of a group in a language; the boot prefetches the home group for pages with a banner. */
export const bannersQuery = (groupName: string, language: string) => ({
  queryKey: QUERY_KEYS.banners(groupName, language),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('systemBanners', { query: { groupName }, signal }),
  staleTime: 5 * 60_000,
});

export function useBanners(groupName: string = HOME_BANNER_GROUP) {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(groupName, i18n.language));
}

/** The notices of some types in a language; the boot prefetches the home page's scrolling notices. */
export const noticesQuery = (types: string, language: string) => ({
  queryKey: QUERY_KEYS.notices(types, language),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('systemNotices', { query: { types, platform: 'W', execution: 'B' }, signal }),
  staleTime: 60_000,
});

export function useNotices(types: string) {
  const { i18n } = useTranslation();
  return useQuery(noticesQuery(types, i18n.language));
}

export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.helpCenter(i18n.language),
    queryFn: ({ signal }) => callApi('systemHelpCenter', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** An operator-editable page (about-us, join) in the visitor's language. */
export function useSitePage(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: QUERY_KEYS.sitePage(slug, i18n.language),
    queryFn: ({ signal }) => callApi('sitePage', { query: { slug }, signal }),
    staleTime: 10 * 60_000,
  });
}
