import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation } from '@tanstack/react-query';
import { callOps, storeOpsSession } from '../ops-session.ts';

export type OpsLoginBody = BodyOf<(typeof ENDPOINTS)['opsLogin']>;
export type OpsCredentials = { username: string; password: string };

/** Logs an operator in (with the authenticator code once two-factor is set up); storing the session opens the desk. */
export const useOpsLogin = () =>
  useMutation({
    mutationFn: (body: OpsLoginBody) => callOps('opsLogin', { body }),
    onSuccess: (value) => storeOpsSession(value.token, value.operator),
  });

/** Two-factor set-up, first step: a new secret and its otpauth link for the QR code (shown once). */
export const useTotpEnrolStart = () =>
  useMutation({ mutationFn: (body: OpsCredentials) => callOps('opsTotpEnrolStart', { body }) });

/** Two-factor set-up, second step: the app's first code confirms it and signs in. */
export const useTotpEnrolConfirm = () =>
  useMutation({
    mutationFn: (body: OpsCredentials & { code: string }) => callOps('opsTotpEnrolConfirm', { body }),
    onSuccess: (value) => storeOpsSession(value.token, value.operator),
  });
