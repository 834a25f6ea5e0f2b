import type { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import type { VendorAccess } from './api/vendor-access.ts';

type Status = VendorAccess['status'];
type Category = (typeof GAME_CATEGORIES)[number];

/** The vendor form's fields as typed: the sort order as text, the allow list one entry a line. */
export type VendorDraft = {
  code: string;
  displayName: string;
  category: Category;
  status: Status;
  isHot: boolean;
  sort: string;
  walletEnabled: boolean;
  allowedIps: string;
  reason: string;
};

export function draftOf(vendor: VendorAccess | null): VendorDraft {
  return {
    code: vendor?.code ?? '',
    displayName: vendor?.displayName ?? '',
    category: vendor?.category ?? 'RNG',
    status: vendor?.status ?? 'ACTIVE',
    isHot: vendor?.isHot ?? false,
    sort: String(vendor?.sort ?? 0),
    walletEnabled: vendor?.walletEnabled ?? true,
    allowedIps: (vendor?.allowedIps ?? []).join('\n'),
    reason: '',
  };
}

/** One entry a line (commas and spaces separate too); the server checks each is an address or a CIDR block. */
export const parseAllowList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

export function toBody(draft: VendorDraft) {
  return {
    code: draft.code.trim(),
    displayName: draft.displayName.trim(),
    category: draft.category,
    status: draft.status,
    isHot: draft.isHot,
    sort: Number(draft.sort) || 0,
    walletEnabled: draft.walletEnabled,
    allowedIps: parseAllowList(draft.allowedIps),
    reason: draft.reason.trim() || undefined,
  };
}
