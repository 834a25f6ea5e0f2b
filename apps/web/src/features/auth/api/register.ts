import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { buildRegisterBody, RegisterMode } from '../utils/register-rules.ts';

export type RegisterRequest = { mode: RegisterMode; body: ReturnType<typeof buildRegisterBody> };

/** Registers by user name or by mobile; answers the new session, or nothing when the member must log in first. */
export const useRegister = () =>
  useMutation({
    mutationFn: ({ mode, body }: RegisterRequest) =>
      callApi(mode === 'mobile' ? 'memberRegisterMobile' : 'memberRegister', { body }),
  });
