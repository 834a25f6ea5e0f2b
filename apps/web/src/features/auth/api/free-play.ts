import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Starts a free trial session (FREEPLAY3) for the web platform. */
export const useFreePlay = () =>
  useMutation({
    mutationFn: () => callApi('sessionFreePlay', { body: { platform: 'W', os: navigator.platform || undefined } }),
  });
