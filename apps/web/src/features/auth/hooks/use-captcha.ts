import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@lucky/contracts/common/constants';
import { callApi } from '../../../lib/api-client.ts';
import { useThrottledCallback } from './use-throttle.ts';

/**
 * The captcha image (a base64 PNG from /wps/captcha). A new image is fetched when the
 * captcha is first shown and after each failed attempt; the player's clicks on the image
 * refresh it at most once per second.
 */
export function useCaptcha(isShown: boolean) {
  const [image, setImage] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setImage(await callApi('captchaImage'));
    } catch {
      setImage(null);
    } finally {
      setIsLoading(false);
    }
  }, []);

  useEffect(() => {
    if (isShown) void load();
  }, [isShown, load]);

  const refresh = useThrottledCallback(() => void load(), TIMINGS.captchaRefreshMs);
  return { image: image ? `data:image/png;base64,${image}` : null, isLoading, refresh, reload: load };
}
