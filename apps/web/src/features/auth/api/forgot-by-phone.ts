import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ForgotByPhoneBody = BodyOf<(typeof ENDPOINTS)['memberForgotByPhone']>;

/** Sets a new password with the SMS code sent to the bound number; answers the account's user name. */
export const useForgotByPhone = () =>
  useMutation({ mutationFn: (body: ForgotByPhoneBody) => callApi('memberForgotByPhone', { body }) });
