import { useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@lucky/contracts/validation/register-fields';
import { useSiteStatus } from '../status-context.tsx';
import { callApi } from '../api-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

/**
 * Registration rules of the merchant. The status call already carries them, so forms render
 * at once with those while the dedicated endpoint is read for the current values.
 */
export function useRegisterSettings(): RegisterSettings {
  const status = useSiteStatus();
  const { data } = useQuery({
    queryKey: QUERY_KEYS.registerSettings,
    queryFn: ({ signal }) => callApi('systemRegisterSettings', { signal }),
    staleTime: 5 * 60_000,
  });
  return data ?? status.info.register;
}
