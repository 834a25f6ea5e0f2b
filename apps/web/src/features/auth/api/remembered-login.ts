import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Logs in as the account this device remembers, with the HttpOnly cookie instead of a password. */
export const useRememberedLogin = () => useMutation({ mutationFn: () => callApi('sessionLoginRemembered') });
