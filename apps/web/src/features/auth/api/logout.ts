import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Ends the session on the server; the caller forgets the visit locally whatever the answer. */
export const useLogoutRequest = () => useMutation({ mutationFn: () => callApi('sessionLogout') });
