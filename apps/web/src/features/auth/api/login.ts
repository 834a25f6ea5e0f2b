import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type LoginBody = BodyOf<(typeof ENDPOINTS)['sessionLogin']>;

/** Logs in (username, sms code, or a password just set); the caller runs the login sequence with the answer. */
export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => callApi('sessionLogin', { body }) });
