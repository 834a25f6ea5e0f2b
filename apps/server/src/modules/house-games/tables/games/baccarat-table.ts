import type { RandomStream } from '../../../../lib/fair-rng.ts';
import { buildRoads, type RoadResult } from '../../engine/baccarat-roads.ts';
import { dealWholeShoe, shuffleLiveShoe, type LiveHand } from '../../engine/baccarat-shoe.ts';
import {
  LIVE_BACCARAT_BET_TYPES,
  LIVE_BACCARAT_RULES,
  settleLiveHand,
  type LiveBaccaratBetType,
  type LiveBaccaratBets,
} from '../../engine/baccarat-side-bets.ts';
import { TableBetError } from '../../engine/table-bet-error.ts';
import type { TableGame } from '../table-game.ts';
import { parseSpotText } from './spot-text.ts';

function betTypeOf(text: string): LiveBaccaratBetType {
  const { kind, numbers } = parseSpotText(text);
  if (numbers.length > 0 || !(LIVE_BACCARAT_BET_TYPES as readonly string[]).includes(kind))
    throw new TableBetError('BAD_SPOT', `${text.slice(0, 40)} is not a bet of this table`);
  return kind as LiveBaccaratBetType;
}

/**
 * What was really at risk, as for the single-player game: Player and Banker stakes cancel up to the smaller one,
 * and on a tie both come back; every other bet counts whole.
 */
function validBetOf(bets: LiveBaccaratBets, hand: LiveHand): bigint {
  const player = bets.PLAYER ?? 0n;
  const banker = bets.BANKER ?? 0n;
  const all = Object.values(bets).reduce((sum, amount) => sum + (amount ?? 0n), 0n);
  const others = all - player - banker;
  if (hand.outcome === 'TIE') return others;
  return others + (player > banker ? player - banker : banker - player);
}

/** What each bet pays per unit staked, as the rules panel prints it (the engine's LIVE_PAYS are the figures). */
const BONUS_LABEL = 'natural win 1:1, natural tie push; win by 9 30:1, 8 10:1, 7 6:1, 6 4:1, 5 2:1, 4 1:1';
const PAYS_LABEL: Record<LiveBaccaratBetType, string> = {
  PLAYER: '1:1',
  BANKER: '0.95:1',
  TIE: '8:1',
  PLAYER_PAIR: '11:1',
  BANKER_PAIR: '11:1',
  EITHER_PAIR: '5:1',
  PERFECT_PAIR: '25:1 (200:1 on both hands)',
  BIG: '0.54:1',
  SMALL: '1.5:1',
  PLAYER_BONUS: BONUS_LABEL,
  BANKER_BONUS: BONUS_LABEL,
};

/** A hand as the roads read it. */
export const roadResultOf = (hand: LiveHand): RoadResult => ({
  outcome: hand.outcome,
  isPlayerPair: hand.isPlayerPair,
  isBankerPair: hand.isBankerPair,
  isNatural: hand.isNatural,
});

/** The shoe's roads after the given hands (the table shows them for the hands dealt so far). */
export const roadsOf = (hands: readonly LiveHand[]) => buildRoads(hands.map(roadResultOf));

/** Punto banco at a live table: a whole 8-deck shoe per seed, hand after hand to the cut card; side bets. */
export const BACCARAT_TABLE_GAME: TableGame<LiveHand> = {
  kind: 'BACCARAT',
  version: LIVE_BACCARAT_RULES.version,
  dealShoe: (stream: RandomStream) => dealWholeShoe(shuffleLiveShoe(stream)),
  normalizeBet: (bet) => [{ spot: betTypeOf(bet.spot), amount: bet.amount }],
  settle: (bets, hand) => {
    const placed: LiveBaccaratBets = Object.fromEntries(bets.map((bet) => [betTypeOf(bet.spot), bet.amount]));
    const { payouts, totalWin } = settleLiveHand({ bets: placed, coup: hand });
    return {
      spots: bets.map((bet) => ({ ...bet, win: payouts[betTypeOf(bet.spot)] ?? 0n })),
      win: totalWin,
      validBet: validBetOf(placed, hand),
    };
  },
  paytable: () => ({
    kind: 'BACCARAT',
    version: LIVE_BACCARAT_RULES.version,
    decks: LIVE_BACCARAT_RULES.decks,
    bets: LIVE_BACCARAT_BET_TYPES.map((type) => ({
      type,
      pays: PAYS_LABEL[type],
      declaredRtp: LIVE_BACCARAT_RULES.declaredRtp[type],
    })),
  }),
};
