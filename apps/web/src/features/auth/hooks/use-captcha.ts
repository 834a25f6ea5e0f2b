import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { TIMINGS } from '@lucky/contracts/common/constants';
import { captchaQuery } from '../api/captcha.ts';
import { useThrottledCallback } from './use-throttle.ts';

/**
 * The captcha image (a base64 PNG from /wps/captcha). A new image is fetched when the
 * captcha is first shown and after each failed attempt (`reload`); the player's clicks on
 * the image (`refresh`) fetch one at most once per second. Images are single-use, so none
 * is cached beyond the form that shows it.
 */
export function useCaptcha(isShown: boolean) {
  const formId = useId();
  const [round, setRound] = useState(0);
  const query = useQuery(captchaQuery(formId, round, isShown));
  const reload = useCallback(() => setRound((current) => current + 1), []);
  const refresh = useThrottledCallback(reload, TIMINGS.captchaRefreshMs);
  return {
    image: query.data ? `data:image/png;base64,${query.data}` : null,
    isLoading: query.isFetching,
    refresh,
    reload,
  };
}
