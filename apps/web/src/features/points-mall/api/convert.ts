import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshAfterSpend } from './use-refresh-after-spend.ts';

export type ConvertBody = { points: number; paymentPassword: string; requestId: string };

/** Converts points to cash in the wallet. */
export function useConvert() {
  const refresh = useRefreshAfterSpend();
  return useMutation({ mutationFn: (body: ConvertBody) => callApi('pointsConvert', { body }), onSettled: refresh });
}
