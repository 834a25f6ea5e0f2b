import type { Promotion } from '../api/promotion-list.ts';

const text = (en: string) => ({ EN: en, CN: `${en} CN`, ID: `${en} ID`, TH: `${en} TH`, VI: `${en} VI` });
const noTerms = {
  percent: null,
  cap: null,
  minDeposit: null,
  turnoverMultiplier: null,
  rebatePercent: null,
  maxRebate: null,
  fixedBonus: null,
  prizes: [],
};

/** A promotion as the list endpoint answers it. */
export function makePromotion(overrides: Partial<Promotion> & { id: number }): Promotion {
  return {
    kind: 'DEPOSIT_BONUS',
    type: 'NEW_MEMBER',
    period: 'ONCE',
    title: text(`Promo ${overrides.id}`),
    summary: text('A fine offer'),
    image: '/assets/promotions/welcome.svg',
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
    terms: { ...noTerms, percent: '100', cap: '500.00', minDeposit: '50.00', turnoverMultiplier: 8 },
    member: null,
    ...overrides,
  };
}

export const memberState = (
  status: NonNullable<Promotion['member']>['status'],
  extra: Partial<NonNullable<Promotion['member']>> = {},
) => ({
  status,
  periodKey: 'ONCE',
  claimable: null,
  paid: null,
  progress: null,
  rejectReason: null,
  prize: null,
  ...extra,
});
