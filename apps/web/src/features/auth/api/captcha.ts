import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** A captcha image (base64 PNG) for one form and attempt; never reused, so nothing is cached after the form goes. */
export const captchaQuery = (formId: string, round: number, isShown: boolean) =>
  queryOptions({
    queryKey: authKeys.captcha(formId, round),
    queryFn: ({ signal }) => callApi('captchaImage', { signal }),
    enabled: isShown,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
