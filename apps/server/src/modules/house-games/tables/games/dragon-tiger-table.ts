import type { RandomStream } from '../../../../lib/fair-rng.ts';
import {
  dealDragonTigerRound,
  describeDragonTigerBoard,
  DRAGON_TIGER_BET_KINDS,
  DRAGON_TIGER_GAME,
  settleDragonTigerBets,
  shuffleDragonTigerShoe,
  type DragonTigerBetKind,
  type DragonTigerRound,
} from '../../engine/dragon-tiger-engine.ts';
import { TableBetError } from '../../engine/table-bet-error.ts';
import type { TableGame } from '../table-game.ts';
import { parseSpotText } from './spot-text.ts';

function betKindOf(text: string): DragonTigerBetKind {
  const { kind, numbers } = parseSpotText(text);
  if (numbers.length > 0 || !(DRAGON_TIGER_BET_KINDS as readonly string[]).includes(kind))
    throw new TableBetError('BAD_SPOT', `${text.slice(0, 40)} is not a bet of this table`);
  return kind as DragonTigerBetKind;
}

/** Every round of a shoe: two cards a round from the shuffled 8-deck shoe, up to the cut card's round. */
function dealShoe(stream: RandomStream): DragonTigerRound[] {
  const shoe = shuffleDragonTigerShoe(stream);
  const rounds: DragonTigerRound[] = [];
  for (let index = 0; ; index += 1) {
    const round = dealDragonTigerRound(shoe, index);
    rounds.push(round);
    if (round.isLastRoundOfShoe) return rounds;
  }
}

/** Dragon Tiger at a live table: one card each, the higher wins; half back on a tie; a shoe to its cut card. */
export const DRAGON_TIGER_TABLE_GAME: TableGame<DragonTigerRound> = {
  kind: 'DRAGON_TIGER',
  version: DRAGON_TIGER_GAME.version,
  dealShoe,
  normalizeBet: (bet) => [{ spot: betKindOf(bet.spot), amount: bet.amount }],
  settle: (bets, round) => {
    const wins = settleDragonTigerBets(
      bets.map((bet) => ({ spot: { kind: betKindOf(bet.spot) }, amount: bet.amount })),
      round,
    );
    return {
      spots: bets.map((bet, index) => ({ ...bet, win: wins[index]! })),
      win: wins.reduce((sum, win) => sum + win, 0n),
      validBet: bets.reduce((sum, bet) => sum + bet.amount, 0n),
    };
  },
  paytable: () => describeDragonTigerBoard() as unknown as Record<string, unknown>,
};
