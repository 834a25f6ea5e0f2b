import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Asks for a reset link; the server answers the same whether or not username and e-mail match. */
export const useForgotByEmail = () =>
  useMutation({
    mutationFn: (body: { username: string; email: string }) => callApi('memberForgotByEmail', { body }),
  });
