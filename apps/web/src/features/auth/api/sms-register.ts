import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type SmsRegisterBody = BodyOf<(typeof ENDPOINTS)['smsRegister']>;

/** Sends the registration SMS code to the number being registered. */
export const useSendRegisterSms = () =>
  useMutation({ mutationFn: (body: SmsRegisterBody) => callApi('smsRegister', { body }) });
