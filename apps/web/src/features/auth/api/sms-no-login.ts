import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type SmsNoLoginBody = BodyOf<(typeof ENDPOINTS)['smsNoLogin']>;

/** Sends an SMS code without a session (login or password reset); answers how long the code lives. */
export const useSendSmsNoLogin = () =>
  useMutation({ mutationFn: (body: SmsNoLoginBody) => callApi('smsNoLogin', { body }) });
