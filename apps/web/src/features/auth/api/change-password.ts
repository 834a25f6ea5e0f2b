import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordBody = BodyOf<(typeof ENDPOINTS)['memberChangePassword']>;

/** Changes the member's login password; the caller logs in again with the new one. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => callApi('memberChangePassword', { body }) });
