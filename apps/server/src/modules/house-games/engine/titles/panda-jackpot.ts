import { linesPaytableOf } from '../slot-lines-title.ts';
import { lineBetOf, playSlotRound } from '../slot-engine.ts';
import { drawJackpotTrigger, SITE_JACKPOT_TRIGGER, type JackpotDraw } from '../slot-jackpot-trigger.ts';
import { PAYLINES_25 } from '../slot-paylines.ts';
import { titleIdentityOf, type SlotTitle, type SlotTitleRound } from '../slot-title.ts';
import type { SlotGameDefinition, SlotRoundResult } from '../slot-types.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * The base game: 25 lines with free spins (3/4/5 bamboo → 10/12/15, ×2, at most 50 a round), played by the
 * payline engine. `declaredRtp` is its exact RTP (computeSlotRtp) and leaves the progressive pool out.
 */
export const PANDA_BASE_GAME: SlotGameDefinition = {
  id: 'house-panda-jackpot',
  title: 'Panda Jackpot',
  version: '1',
  theme: 'Misty bamboo mountains: a giant panda, a red panda, cranes, jade and peaches, with the site-wide jackpot',
  volatility: 'medium',
  declaredRtp: 95.5,
  symbols: [
    { id: 'WILD', name: 'Giant Panda' },
    { id: 'BAMBOO', name: 'Golden Bamboo' },
    { id: 'RED_PANDA', name: 'Red Panda' },
    { id: 'CRANE', name: 'Crane' },
    { id: 'JADE', name: 'Jade Disc' },
    { id: 'PEACH', name: 'Peach' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
  ],
  reels: [
    strip(
      'JADE Q RED_PANDA BAMBOO A CRANE Q J WILD RED_PANDA J PEACH Q K A JADE CRANE A K J A J Q K J PEACH K JADE PEACH',
    ),
    strip(
      'J PEACH JADE Q K J JADE J BAMBOO A PEACH JADE Q K Q WILD A CRANE A PEACH WILD J RED_PANDA J Q A CRANE K RED_PANDA K',
    ),
    strip(
      'PEACH J PEACH A Q K Q WILD Q K JADE A K A J JADE PEACH J K J RED_PANDA WILD A J RED_PANDA CRANE JADE CRANE BAMBOO Q',
    ),
    strip(
      'K J CRANE A K WILD PEACH Q CRANE A J WILD J K A JADE PEACH Q PEACH K J RED_PANDA JADE BAMBOO J A JADE Q RED_PANDA Q',
    ),
    strip(
      'PEACH JADE K Q J RED_PANDA BAMBOO JADE A J WILD CRANE RED_PANDA WILD A J A Q K J PEACH Q CRANE K A PEACH K Q J JADE',
    ),
  ],
  paylines: PAYLINES_25,
  linePays: {
    WILD: { 3: 60, 4: 250, 5: 1500 },
    RED_PANDA: { 3: 40, 4: 150, 5: 600 },
    CRANE: { 3: 30, 4: 120, 5: 400 },
    JADE: { 3: 20, 4: 60, 5: 200 },
    PEACH: { 3: 15, 4: 50, 5: 150 },
    A: { 3: 8, 4: 30, 5: 120 },
    K: { 3: 7, 4: 25, 5: 100 },
    Q: { 3: 5, 4: 20, 5: 80 },
    J: { 3: 5, 4: 15, 5: 60 },
  },
  wild: 'WILD',
  scatter: 'BAMBOO',
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10, 4: 12, 5: 15 }, maxPerRound: 50, winMultiplier: 2 },
};

/** Percent of every stake the service moves to the site's progressive pool. */
export const PANDA_JACKPOT_CONTRIBUTION_PERCENT = 1;

/** The paid round as the payline engine plays it, with the jackpot draw that came first. */
export type PandaJackpotDetail = SlotRoundResult & { jackpot: JackpotDraw };

/**
 * Stream order: first the jackpot draw (`nextInt(10^9) < min(bet, 10^7)`), then exactly `playSlotRound`: five
 * reel stops for the paid spin and five for each free spin. The draw comes first so it never depends on the spins.
 */
function playPandaJackpot({ bet, stream, buyFeature }: Parameters<SlotTitle['play']>[0]): SlotTitleRound {
  if (buyFeature) throw new RangeError('Panda Jackpot offers no feature buy');
  lineBetOf(PANDA_BASE_GAME, bet);
  const jackpot = drawJackpotTrigger(SITE_JACKPOT_TRIGGER, bet, stream);
  const round = playSlotRound({ game: PANDA_BASE_GAME, bet, stream });
  const detail: PandaJackpotDetail = { ...round, jackpot };
  return {
    gameId: round.gameId,
    gameVersion: round.gameVersion,
    stake: bet,
    totalWin: round.totalWin,
    jackpotHit: jackpot.hit,
    detail,
  };
}

const JACKPOT_DESCRIPTION =
  `${PANDA_JACKPOT_CONTRIBUTION_PERCENT}% of every stake feeds the site's progressive jackpot. Each paid spin wins ` +
  `the whole pool with probability bet / ${SITE_JACKPOT_TRIGGER.stakeUnitsPerHit.toLocaleString('en')} (bet in ` +
  `minor units, counted up to ${SITE_JACKPOT_TRIGGER.maxCountedBet.toLocaleString('en')}), so every unit staked ` +
  'buys the same chance whatever the bet size.';

export const PANDA_JACKPOT: SlotTitle = {
  ...titleIdentityOf(PANDA_BASE_GAME, PANDA_BASE_GAME.declaredRtp),
  mechanics: ['LINES', 'JACKPOT'],
  betUnit: PANDA_BASE_GAME.paylines.length,
  jackpot: { contributionPercent: PANDA_JACKPOT_CONTRIBUTION_PERCENT, description: JACKPOT_DESCRIPTION },
  play: playPandaJackpot,
  paytable: () => ({
    ...linesPaytableOf(PANDA_BASE_GAME),
    mechanics: ['LINES', 'JACKPOT'],
    betUnit: PANDA_BASE_GAME.paylines.length,
    jackpot: {
      contributionPercent: PANDA_JACKPOT_CONTRIBUTION_PERCENT,
      stakeUnitsPerHit: SITE_JACKPOT_TRIGGER.stakeUnitsPerHit,
      maxCountedBet: SITE_JACKPOT_TRIGGER.maxCountedBet,
      description: JACKPOT_DESCRIPTION,
    },
  }),
};
