import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { BodyOf } from '@lucky/contracts/common/endpoint';

export type OpsPromotion = ValueOf<typeof ENDPOINTS.opsPromotionList>['list'][number];
export type PromotionBody = BodyOf<typeof ENDPOINTS.opsPromotionCreate>;
export const LANGS = ['EN', 'CN', 'ID', 'TH', 'VI'] as const;
export type Lang = (typeof LANGS)[number];
type Localized = Record<Lang, string>;
export type PrizeDraft = { amount: string; weight: string; name: Localized };

/** The editor's state: every field as the text the operator types. */
export type PromotionDraft = {
  kind: PromotionBody['kind'];
  type: PromotionBody['type'];
  period: PromotionBody['period'];
  status: PromotionBody['status'];
  sort: string;
  image: string;
  startsAt: string;
  endsAt: string;
  title: Localized;
  summary: Localized;
  content: Localized;
  percent: string;
  cap: string;
  minDeposit: string;
  turnoverMultiplier: string;
  rebatePercent: string;
  maxRebate: string;
  fixedBonus: string;
  prizes: PrizeDraft[];
};

const empty = (): Localized => ({ EN: '', CN: '', ID: '', TH: '', VI: '' });
/** datetime-local wants local time without a zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function newDraft(now = new Date()): PromotionDraft {
  return {
    kind: 'DEPOSIT_BONUS',
    type: 'DEPOSIT',
    period: 'ONCE',
    status: 'DRAFT',
    sort: '100',
    image: '/assets/promotions/reload.svg',
    startsAt: toLocalInput(now.toISOString()),
    endsAt: toLocalInput(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    title: empty(),
    summary: empty(),
    content: empty(),
    percent: '',
    cap: '',
    minDeposit: '',
    turnoverMultiplier: '',
    rebatePercent: '',
    maxRebate: '',
    fixedBonus: '',
    prizes: [],
  };
}

export function draftOf(row: OpsPromotion): PromotionDraft {
  const terms = row.terms;
  return {
    kind: row.kind,
    type: row.type,
    period: row.period,
    status: row.status === 'ACTIVE' ? 'ACTIVE' : 'DRAFT',
    sort: String(row.sort),
    image: row.image,
    startsAt: toLocalInput(row.startsAt),
    endsAt: toLocalInput(row.endsAt),
    title: row.title,
    summary: row.summary,
    content: row.content,
    percent: terms.percent ?? '',
    cap: terms.cap ?? '',
    minDeposit: terms.minDeposit ?? '',
    turnoverMultiplier: terms.turnoverMultiplier === undefined ? '' : String(terms.turnoverMultiplier),
    rebatePercent: terms.rebatePercent ?? '',
    maxRebate: terms.maxRebate ?? '',
    fixedBonus: terms.fixedBonus ?? '',
    prizes: (terms.prizes ?? []).map((prize) => ({
      amount: prize.amount,
      weight: String(prize.weight),
      name: prize.name,
    })),
  };
}

/** The request body; blank optional fields are left out so the server names what is missing. */
export function bodyOf(draft: PromotionDraft): PromotionBody {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    kind: draft.kind,
    type: draft.type,
    period: draft.period,
    status: draft.status,
    sort: Number(draft.sort) || 0,
    image: draft.image.trim(),
    startsAt: new Date(draft.startsAt).toISOString(),
    endsAt: new Date(draft.endsAt).toISOString(),
    title: draft.title,
    summary: draft.summary,
    content: draft.content,
    terms: {
      percent: text(draft.percent),
      cap: text(draft.cap),
      minDeposit: text(draft.minDeposit),
      turnoverMultiplier: text(draft.turnoverMultiplier) === undefined ? undefined : Number(draft.turnoverMultiplier),
      rebatePercent: text(draft.rebatePercent),
      maxRebate: text(draft.maxRebate),
      fixedBonus: text(draft.fixedBonus),
      prizes:
        draft.prizes.length === 0
          ? undefined
          : draft.prizes.map((prize) => ({
              amount: prize.amount.trim(),
              weight: Number(prize.weight),
              name: prize.name,
            })),
    },
  };
}

/** Which term fields each kind uses. */
export const KIND_FIELDS: Record<PromotionDraft['kind'], (keyof PromotionDraft)[]> = {
  DEPOSIT_BONUS: ['percent', 'cap', 'minDeposit', 'turnoverMultiplier'],
  REBATE: ['rebatePercent', 'maxRebate'],
  APPLICATION: ['fixedBonus', 'turnoverMultiplier'],
  RAFFLE: ['minDeposit', 'turnoverMultiplier', 'prizes'],
};
