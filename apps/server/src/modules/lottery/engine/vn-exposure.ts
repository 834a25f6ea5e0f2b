import { priceVnBet, type VnBet } from './vn-bets.ts';
import { VN_BET_SPECS, type VnOdds } from './vn-bet-types.ts';

/**
 * What a bet puts the house at risk on, for the per-draw liability cap: a counting bet (lô, đề, đầu/đuôi, 3 càng)
 * is exposed per picked number and per hit, up to the prize numbers it covers; a xiên or trượt ticket on its whole
 * combination, once. The service sums these over a draw's accepted bets, keyed by bet type and number (or the
 * sorted legs), and refuses a bet that takes a key above the cap.
 */
export type VnExposure =
  | { kind: 'number'; number: string; payoutPerHit: bigint; maxHits: number }
  | { kind: 'combination'; legs: readonly string[]; payout: bigint };

export function listVnExposures({ bet, odds }: { bet: VnBet; odds: VnOdds }): VnExposure[] {
  const { tickets, coverage } = priceVnBet(bet);
  const payoutPerHit = (BigInt(bet.points) * bet.stakePerPoint * odds[bet.region][bet.type]) / 1000n;
  if (VN_BET_SPECS[bet.type].rule === 'count') {
    return tickets.map(([number]) => ({ kind: 'number', number: number ?? '', payoutPerHit, maxHits: coverage }));
  }
  return tickets.map((legs) => ({ kind: 'combination', legs: [...legs].sort(), payout: payoutPerHit }));
}
