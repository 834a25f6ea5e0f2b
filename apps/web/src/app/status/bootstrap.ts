import { configureApiClient, callApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import type { StatusValue } from '../status-context.tsx';

/**
 * Runs before any route mounts: reads the site status for this host, configures the API
 * client (encryption key, language) and starts i18n in the chosen language.
 */
export async function bootstrapSite(host: string): Promise<StatusValue> {
  let value: StatusValue;
  try {
    value = await callApi('systemStatus', { query: { url: host } });
  } catch (error) {
    await initI18n();
    throw error;
  }
  configureApiClient({ encryption: value.encryption });
  await initI18n(value.languages);
  return value;
}
