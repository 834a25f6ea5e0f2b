import type { OperatorRole } from '@lucky/contracts/common/endpoint';

/** The operator forms' fields as typed: the allow list one address or block a line. */
export type OperatorDraft = {
  username: string;
  password: string;
  role: OperatorRole;
  status: 'ACTIVE' | 'DISABLED';
  allowedIps: string;
  totpRequired: boolean;
  reason: string;
};

export const linesOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const NEW_OPERATOR: OperatorDraft = {
  username: '',
  password: '',
  role: 'support',
  status: 'ACTIVE',
  allowedIps: '',
  totpRequired: true,
  reason: '',
};

export const toCreateBody = (draft: OperatorDraft) => ({
  username: draft.username,
  password: draft.password,
  role: draft.role,
  allowedIps: linesOf(draft.allowedIps),
  totpRequired: draft.totpRequired,
  reason: draft.reason,
});

export const toUpdateBody = (operatorId: number) => (draft: OperatorDraft) => ({
  operatorId,
  role: draft.role,
  status: draft.status,
  allowedIps: linesOf(draft.allowedIps),
  totpRequired: draft.totpRequired,
  reason: draft.reason,
});
