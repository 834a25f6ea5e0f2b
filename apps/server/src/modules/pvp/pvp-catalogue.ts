import { localizedNames as names } from '../../lib/localized-names.ts';

/**
 * The PVP card rooms as a vendor of the catalogue: one vendor (`HOUSE_PVP`, category PVP) and one catalogue game per
 * card game, so each player's part in a hand is a round in `game_rounds` under its game and counts for turnover,
 * VIP, missions, points, rebates, agent reports and contracts like any round (README, "Money").
 */
export const PVP_VENDOR = 'HOUSE_PVP';
export const PVP_VENDOR_ROW = {
  code: PVP_VENDOR,
  displayName: 'Lucky Card Rooms',
  category: 'PVP' as const,
  isHot: true,
  sort: 0,
};

export const PVP_CATALOGUE_GAMES = [
  {
    game: 'HOLDEM' as const,
    gameCode: 'PVP_HOLDEM',
    names: names("Texas Hold'em", "Texas Hold'em", '德州扑克', "Texas Hold'em", 'เท็กซัสโฮลเด็ม'),
  },
  {
    game: 'TIENLEN' as const,
    gameCode: 'PVP_TIENLEN',
    names: names('Tien Len', 'Tiến Lên Miền Nam', '南方前进', 'Tien Len', 'เตียนเลน'),
  },
  {
    game: 'NIUNIU' as const,
    gameCode: 'PVP_NIUNIU',
    names: names('Niu-Niu', 'Ngầu Hầm', '牛牛', 'Niu-Niu', 'หนิวหนิว'),
  },
];

export function gameCodeOfPvpGame(game: string): string {
  const entry = PVP_CATALOGUE_GAMES.find((candidate) => candidate.game === game);
  if (!entry) throw new Error(`pvp: no catalogue game for ${game}`);
  return entry.gameCode;
}

/** The card games whose table runtime runs: their catalogue games are ACTIVE, the others DISABLED until they run. */
export const RUNNING_PVP_GAMES: readonly string[] = ['HOLDEM', 'NIUNIU', 'TIENLEN'];

/**
 * The demo rooms, amounts in major units. Hold'em: 5% rake capped at three big blinds, buy-in 20 to 100 big blinds,
 * six seats, a 15-second turn. Practice tables (trial accounts, demo credit) are the same stakes with two computer
 * players waiting.
 */
export const DEMO_PVP_TABLES = [
  { name: "Hold'em Micro 1", stakeLevel: 'NL20', smallBlind: '0.10', bigBlind: '0.20', practice: false },
  { name: "Hold'em Micro 2", stakeLevel: 'NL20', smallBlind: '0.10', bigBlind: '0.20', practice: false },
  { name: "Hold'em Low 1", stakeLevel: 'NL100', smallBlind: '0.50', bigBlind: '1.00', practice: false },
  { name: "Hold'em Low 2", stakeLevel: 'NL100', smallBlind: '0.50', bigBlind: '1.00', practice: false },
  { name: "Hold'em Mid 1", stakeLevel: 'NL400', smallBlind: '2.00', bigBlind: '4.00', practice: false },
  { name: "Hold'em Practice 1", stakeLevel: 'NL100', smallBlind: '0.50', bigBlind: '1.00', practice: true },
  { name: "Hold'em Practice 2", stakeLevel: 'NL20', smallBlind: '0.10', bigBlind: '0.20', practice: true },
] as const;
export const DEMO_PVP_RULES = {
  rakeBp: 500,
  rakeCapBigBlinds: 3,
  minBuyInBigBlinds: 20,
  maxBuyInBigBlinds: 100,
  seats: 6,
  turnSeconds: 15,
  practiceBots: 2,
};

/**
 * The demo Niu-Niu rooms, amounts in major units: each player stakes the unit (`ante`) against the banker; 5% of
 * each winner's receipt is raked, capped at three units; buy-in 20 to 200 units (a banker facing five players may owe
 * up to 40 units when every hand beats it with five-small); six seats (the engine's most); a 15-second look.
 */
export const DEMO_NIUNIU_TABLES = [
  { name: 'Niu-Niu Low 1', stakeLevel: 'U1', ante: '1.00', practice: false },
  { name: 'Niu-Niu Low 2', stakeLevel: 'U1', ante: '1.00', practice: false },
  { name: 'Niu-Niu Mid 1', stakeLevel: 'U5', ante: '5.00', practice: false },
  { name: 'Niu-Niu Practice 1', stakeLevel: 'U1', ante: '1.00', practice: true },
] as const;
export const DEMO_NIUNIU_RULES = {
  rakeBp: 500,
  rakeCapUnits: 3,
  minBuyInUnits: 20,
  maxBuyInUnits: 200,
  seats: 6,
  turnSeconds: 15,
  practiceBots: 2,
};

/**
 * The demo Tiến Lên rooms, amounts in major units: payments are in units of the stake (`ante`: a card left is one
 * unit, a frozen hand 26, an instant win 26 from each player, chopped or rotten 2s and bombs 3–15); 5% of each
 * winner's receipt is raked, capped at five units; buy-in 40 to 200 units; four seats; a 20-second turn.
 */
export const DEMO_TIENLEN_TABLES = [
  { name: 'Tiến Lên Low 1', stakeLevel: 'T1', ante: '0.10', practice: false },
  { name: 'Tiến Lên Low 2', stakeLevel: 'T1', ante: '0.10', practice: false },
  { name: 'Tiến Lên Mid 1', stakeLevel: 'T5', ante: '0.50', practice: false },
  { name: 'Tiến Lên Practice 1', stakeLevel: 'T1', ante: '0.10', practice: true },
] as const;
export const DEMO_TIENLEN_RULES = {
  rakeBp: 500,
  rakeCapUnits: 5,
  minBuyInUnits: 40,
  maxBuyInUnits: 200,
  seats: 4,
  turnSeconds: 20,
  practiceBots: 2,
};
