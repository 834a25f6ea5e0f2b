import { describe, expect, it } from 'vitest';
import { drawPrize } from './kinds/raffle.ts';
import { periodAt } from './promotion-period.ts';
import { memberStatus, transition, windowRefusal, type MemberFacts } from './promotion-state.ts';
import { depositBonus, rebateFor, termsFromInput, turnoverFor } from './promotion-terms.ts';

const now = new Date('2026-11-23T10:00:00Z');
const open = {
  status: 'ACTIVE' as const,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
};
const facts = (over: Partial<MemberFacts> = {}): MemberFacts => ({
  state: null,
  canClaim: false,
  requirementOpen: false,
  paidRecently: false,
  ...over,
});

describe('promotion state machine', () => {
  it('walks a deposit bonus through Join, Joined, Claim, Process and Claimed', () => {
    expect(memberStatus('DEPOSIT_BONUS', open, now, facts())).toBe('JOIN');
    expect(transition('DEPOSIT_BONUS', null, 'JOIN')).toEqual({ ok: true, state: 'JOINED' });
    expect(memberStatus('DEPOSIT_BONUS', open, now, facts({ state: 'JOINED' }))).toBe('JOINED');
    expect(memberStatus('DEPOSIT_BONUS', open, now, facts({ state: 'JOINED', canClaim: true }))).toBe('CLAIM');
    expect(transition('DEPOSIT_BONUS', 'JOINED', 'CLAIM')).toEqual({ ok: true, state: 'CLAIMED' });
    expect(memberStatus('DEPOSIT_BONUS', open, now, facts({ state: 'CLAIMED', requirementOpen: true }))).toBe(
      'PROCESS',
    );
    expect(memberStatus('DEPOSIT_BONUS', open, now, facts({ state: 'CLAIMED' }))).toBe('CLAIMED');
  });

  it('refuses every move that is not in the table, with the reason as the code', () => {
    expect(transition('DEPOSIT_BONUS', null, 'CLAIM')).toEqual({ ok: false, code: 'promotion.not.joined' });
    expect(transition('DEPOSIT_BONUS', 'JOINED', 'JOIN')).toEqual({ ok: false, code: 'promotion.already.joined' });
    expect(transition('DEPOSIT_BONUS', 'CLAIMED', 'CLAIM')).toEqual({ ok: false, code: 'promotion.already.claimed' });
    expect(transition('DEPOSIT_BONUS', null, 'DRAW')).toEqual({ ok: false, code: 'promotion.kind.mismatch' });
    expect(transition('APPLICATION', 'APPLYING', 'APPLY')).toEqual({ ok: false, code: 'promotion.already.applied' });
    expect(transition('APPLICATION', 'ISSUED', 'REJECT')).toEqual({
      ok: false,
      code: 'promotion.application.reviewed',
    });
    expect(transition('APPLICATION', 'REJECTED', 'APPROVE')).toEqual({
      ok: false,
      code: 'promotion.application.reviewed',
    });
    expect(transition('RAFFLE', 'CLAIMED', 'DRAW')).toEqual({ ok: false, code: 'promotion.already.claimed' });
    expect(transition('RAFFLE', null, 'JOIN')).toEqual({ ok: false, code: 'promotion.kind.mismatch' });
  });

  it('takes applications through Applying to Issued or Rejected', () => {
    expect(memberStatus('APPLICATION', open, now, facts())).toBe('JOIN');
    expect(transition('APPLICATION', null, 'APPLY')).toEqual({ ok: true, state: 'APPLYING' });
    expect(transition('APPLICATION', 'APPLYING', 'APPROVE')).toEqual({ ok: true, state: 'ISSUED' });
    expect(transition('APPLICATION', 'APPLYING', 'REJECT')).toEqual({ ok: true, state: 'REJECTED' });
    for (const state of ['APPLYING', 'ISSUED', 'REJECTED'] as const)
      expect(memberStatus('APPLICATION', open, now, facts({ state }))).toBe(state);
  });

  it('shows raffles and rebates as Process until they can be claimed, then Claim and Claimed', () => {
    expect(memberStatus('RAFFLE', open, now, facts())).toBe('PROCESS');
    expect(memberStatus('RAFFLE', open, now, facts({ canClaim: true }))).toBe('CLAIM');
    expect(memberStatus('RAFFLE', open, now, facts({ state: 'CLAIMED' }))).toBe('CLAIMED');
    expect(memberStatus('REBATE', open, now, facts())).toBe('PROCESS');
    expect(memberStatus('REBATE', open, now, facts({ canClaim: true }))).toBe('CLAIM');
    expect(memberStatus('REBATE', open, now, facts({ paidRecently: true }))).toBe('CLAIMED');
  });

  it('shows coming soon before the start and Close after the end or when closed, and refuses actions then', () => {
    const future = { ...open, startsAt: new Date('2026-12-01T00:00:00Z') };
    expect(memberStatus('DEPOSIT_BONUS', future, now, facts())).toBe('COMING_SOON');
    expect(windowRefusal(future, now)).toBe('promotion.not.started');
    const ended = { ...open, endsAt: now };
    expect(memberStatus('DEPOSIT_BONUS', ended, now, facts({ state: 'JOINED', canClaim: true }))).toBe('CLOSE');
    expect(windowRefusal(ended, now)).toBe('promotion.closed');
    expect(memberStatus('RAFFLE', { ...open, status: 'CLOSED' }, now, facts({ canClaim: true }))).toBe('CLOSE');
    expect(windowRefusal({ ...open, status: 'DRAFT' }, now)).toBe('promotion.not.found');
    expect(windowRefusal(open, now)).toBeNull();
  });
});

describe('promotion arithmetic', () => {
  const terms = termsFromInput(
    'DEPOSIT_BONUS',
    { percent: '100', cap: '500', minDeposit: '50', turnoverMultiplier: 8 },
    { scale: 2 },
  );

  it('pays min(deposit × percent, cap) and asks (deposit + bonus) × multiplier of turnover', () => {
    expect(terms).toEqual({ percentBp: 10_000, cap: '50000', minDeposit: '5000', turnoverMultiplier: 8 });
    expect(depositBonus(terms, 12_345n)).toBe(12_345n);
    expect(depositBonus(terms, 80_000n)).toBe(50_000n);
    expect(depositBonus({ ...terms, percentBp: 1_000 }, 12_345n)).toBe(1_234n);
    expect(turnoverFor(terms, 12_345n + 12_345n)).toBe(197_520n);
  });

  it('rebates the rate on valid bet up to the daily maximum', () => {
    const rebate = termsFromInput('REBATE', { rebatePercent: '0.8', maxRebate: '888' }, { scale: 2 });
    expect(rebate.rebateBp).toBe(80);
    expect(rebateFor(rebate, 100_000n)).toBe(800n);
    expect(rebateFor(rebate, 1_000_000_000n)).toBe(88_800n);
  });

  it('refuses incomplete or nonsensical terms', () => {
    expect(() => termsFromInput('DEPOSIT_BONUS', { percent: '100' }, { scale: 2 })).toThrow(/Missing/);
    expect(() => termsFromInput('REBATE', { rebatePercent: '50' }, { scale: 2 })).toThrow();
    expect(() => termsFromInput('RAFFLE', { minDeposit: '10', prizes: [] }, { scale: 2 })).toThrow(/prizes/);
    expect(() =>
      termsFromInput(
        'DEPOSIT_BONUS',
        { percent: '10', cap: '1.234', minDeposit: '1', turnoverMultiplier: 1 },
        { scale: 2 },
      ),
    ).toThrow(/cap/);
  });

  it('draws prizes exactly by weight', () => {
    const prizes = [
      { name: { EN: 'a', CN: 'a', ID: 'a', TH: 'a', VI: 'a' }, amount: '1', weight: 3 },
      { name: { EN: 'b', CN: 'b', ID: 'b', TH: 'b', VI: 'b' }, amount: '2', weight: 1 },
    ];
    const counts = [0, 1, 2, 3].map(
      (ticket) =>
        drawPrize(prizes, (max) => {
          expect(max).toBe(4);
          return ticket;
        }).amount,
    );
    expect(counts).toEqual(['1', '1', '1', '2']);
  });
});

describe('promotion periods', () => {
  it('names UTC days and ISO weeks', () => {
    expect(periodAt('DAILY', now, open)).toEqual({
      key: '2026-11-23',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-24T00:00:00Z'),
    });
    expect(periodAt('WEEKLY', now, open)).toEqual({
      key: '2026-W48',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    expect(periodAt('WEEKLY', new Date('2027-01-01T12:00:00Z'), open).key).toBe('2026-W53');
    expect(periodAt('ONCE', now, open)).toEqual({ key: 'ONCE', start: open.startsAt, end: open.endsAt });
  });
});
