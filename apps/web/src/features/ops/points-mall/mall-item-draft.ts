import type { MALL_ITEM_KINDS } from '@lucky/contracts/points/points-constants';
import type { MallItemInput, OpsMallItem } from './mall-types.ts';

type Kind = (typeof MALL_ITEM_KINDS)[number];

/** The mall item form's fields as typed: numbers as text, an empty stock meaning unlimited. */
export type MallItemDraft = {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  imageUrl: string;
  kind: Kind;
  pointsCost: string;
  cashValue: string;
  stock: string;
  sort: string;
  isEnabled: boolean;
};

export function draftOf(item: OpsMallItem | null): MallItemDraft {
  return {
    names: { ...item?.names },
    descriptions: { ...item?.descriptions },
    imageUrl: item?.imageUrl ?? '',
    kind: item?.kind ?? 'GOODS',
    pointsCost: item ? String(item.pointsCost) : '',
    cashValue: item && item.kind === 'CASH' ? item.cashValue : '',
    stock: item?.stock === null || item?.stock === undefined ? '' : String(item.stock),
    sort: String(item?.sort ?? 0),
    isEnabled: item?.isEnabled ?? true,
  };
}

export function toInput(draft: MallItemDraft, id: number | undefined): MallItemInput {
  return {
    ...(id ? { id } : {}),
    names: draft.names as MallItemInput['names'],
    descriptions: draft.descriptions as MallItemInput['descriptions'],
    imageUrl: draft.imageUrl.trim(),
    kind: draft.kind,
    pointsCost: Number(draft.pointsCost),
    // Goods pay no cash; the server stores 0 for them whatever is sent.
    cashValue: draft.kind === 'CASH' ? draft.cashValue.trim() : '0',
    // An empty stock means unlimited.
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    sort: Number(draft.sort) || 0,
    isEnabled: draft.isEnabled,
  };
}
