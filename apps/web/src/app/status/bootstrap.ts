import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient, callApi } from '../../lib/api-client.ts';
import { initI18n, pickLanguage } from '../../lib/i18n.ts';
import { prefetchRouteData } from '../routing/route-data.ts';
import { preloadPageChunk } from '../routing/page-loaders.ts';
import { routeNamespaces } from '../routing/page-namespaces.ts';
import { findRoute } from '../routing/route-table.ts';
import type { StatusValue } from '../../lib/status-context.tsx';

export type BootLocation = { host: string; pathname: string; search: string };

/**
 * Runs before any route mounts: reads the site status for this host, configures the API
 * client (encryption key, language) and starts i18n in the chosen language with the
 * namespaces the frame and the first page show. The first page's chunk downloads during the
 * status call, and its data (banners, a page's list) during the translations, when a query
 * client is given.
 */
export async function bootstrapSite(location: BootLocation, queryClient?: QueryClient): Promise<StatusValue> {
  const route = findRoute(location.pathname);
  preloadPageChunk(route.page);
  let value: StatusValue;
  try {
    value = await callApi('systemStatus', { query: { url: location.host } });
  } catch (error) {
    await initI18n();
    throw error;
  }
  configureApiClient({ encryption: value.encryption });
  if (queryClient) {
    const language = pickLanguage(value.languages);
    configureApiClient({ language });
    prefetchRouteData(route, queryClient, language, location.search);
  }
  await initI18n(value.languages, routeNamespaces(route));
  return value;
}
