// The JSON of the in-house provider's API (/house/api/*) as the game pages read it. The server builds these
// payloads from its engines (apps/server/src/modules/house-games); amounts are decimal text, and amounts inside an
// engine outcome are integer minor units as text (the engines count in bigint).

export type EngineKind = 'SLOT' | 'BACCARAT' | 'FISH';
export type MinorText = string;

export type SlotSymbol = { id: string; name: string };
export type SlotPaytable = {
  kind: 'SLOT';
  titleId: string;
  title: string;
  version: string;
  theme: string;
  volatility: string;
  declaredRtp: number;
  symbols: SlotSymbol[];
  /** The strips of a payline title; a ways title gives the reel count here and its strips in baseReels. */
  reels: string[][] | number;
  paylines?: number[][];
  linePays?: Record<string, Record<string, number>>;
  wild?: string;
  scatter?: string;
  scatterPays?: Record<string, number>;
  freeSpins?: { awards: Record<string, number>; winMultiplier: number; maxPerRound: number };
  /** The bet is a multiple of this many minor units (the line count of a line game). */
  betUnit?: number;
  mechanics?: string[];
  featureBuy?: { priceInBets: number; declaredRtp: number } | null;
  /** Grid rows (3, or 4 for 1024 ways); the payline titles leave it out and have 3. */
  rows?: number;
  /** Ways titles: pays per way by count, and the wilds with their multipliers. */
  pays?: Record<string, Record<string, number>>;
  wilds?: Record<string, number>;
  ways?: number;
  /** Strips under other names: ways titles (base and free spins), Sands of Anubis. */
  baseReels?: string[][];
  freeSpinReels?: string[][];
  reelStrips?: string[][];
  multiplierLadder?: number[];
  expandingSymbols?: string[];
  coinsPerLine?: number;
  holdAndWin?: { cashSymbol: string; triggerCount: number; respins: number; jackpots: Record<string, number> };
  expandingWilds?: { reels: number[]; maxRespins: number };
  /** A title that feeds the site's progressive pool: the share of each stake, and the odds of winning it. */
  jackpot?: { contributionPercent: number; stakeUnitsPerHit: number; maxCountedBet: number; description: string };
};
export type SlotLineWin = { line: number; symbol: string; count: number; win: MinorText };
export type SlotSpin = {
  stops: number[];
  grid: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: MinorText;
  freeSpinsAwarded: number;
  winMultiplier: number;
  totalWin: MinorText;
};
/** The payline titles' round (Lucky Dragon, Gold Rush 777, Fruit Fiesta); slot/slot-outcomes.ts has the others. */
export type SlotOutcome = { bet: MinorText; baseSpin: SlotSpin; freeSpins: SlotSpin[]; totalWin: MinorText };

export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export type CardSuit = 'SPADES' | 'HEARTS' | 'DIAMONDS' | 'CLUBS';
export type Card = { rank: number; suit: CardSuit };
export type BaccaratPaytable = {
  kind: 'BACCARAT';
  titleId: string;
  title: string;
  decks: number;
  declaredRtp: Record<BaccaratSide, number>;
  sides: { id: BaccaratSide; pays: string }[];
};
export type BaccaratCoup = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: 'PLAYER' | 'BANKER' | 'TIE';
  isNatural: boolean;
  isPlayerPair: boolean;
  isBankerPair: boolean;
  payouts: Partial<Record<BaccaratSide, MinorText>>;
};

export type FishSize = 'small' | 'medium' | 'large' | 'boss';
export type FishSpecies = { id: string; name: string; size: FishSize; multiplier: number };
type Weighted<T> = T & { weight: number };
/** The special fish of engine v2: their paid multiplier is drawn from these declared weights after a catch. */
export type SpecialFish =
  | { id: string; name: string; size: FishSize; special: 'bomb'; blast: Weighted<{ multiplier: number }>[] }
  | {
      id: string;
      name: string;
      size: FishSize;
      special: 'chain';
      targets: Weighted<{ fishSpeciesId: string; multiplier: number }>[];
      links: Weighted<{ links: number }>[];
    }
  | { id: string; name: string; size: FishSize; special: 'wheel'; base: number; wheel: Weighted<{ factor: number }>[] };
export type FishPaytable = {
  kind: 'FISH';
  titleId: string;
  title: string;
  version: string;
  declaredRtp: number;
  species: FishSpecies[];
  specials: SpecialFish[];
  /** Bet per shot = level × the game's minimum bet. */
  cannonLevels: number[];
};
export type SpecialFeature =
  | { kind: 'bomb'; multiplier: number }
  | { kind: 'chain'; fishSpeciesId: string; typeMultiplier: number; links: number }
  | { kind: 'wheel'; base: number; index: number; factor: number };
/** A shot's outcome: an ordinary fish (v1 and v2), or a special with what its catch set off. */
export type FishShot = {
  fishSpeciesId: string;
  multiplier: number;
  caught: boolean;
  win: MinorText;
  special?: SpecialFish['special'];
  feature?: SpecialFeature | null;
};
/** The fish room: who sits at the sea, their cannon level, their recent shots and catches, the sea's seed. */
export type FishRoomSeat = {
  seat: number;
  name: string;
  level: number;
  isYou: boolean;
  shots: { angle: number; at: number }[];
  catches: { fishSpeciesId: string; multiplier: number; win: string; at: number }[];
  caughtKeys: number[];
};
export type FishRoom = { roomId: number; seed: number; serverTime: number; seats: FishRoomSeat[] };

export type Paytable = SlotPaytable | BaccaratPaytable | FishPaytable;

/** What a round was asked to play: a slot's bet, baccarat's bets by side, a fish shot's bet and fish. */
export type PlayRequest = {
  bet?: string;
  bets?: Partial<Record<BaccaratSide, string>>;
  fishId?: string;
  /** Slots with a feature buy: the round costs bet × price and starts in the feature. */
  buyFeature?: boolean;
};

export type Fairness = { serverSeedHash: string; clientSeed: string; nonce: number };
export type Round<Outcome = unknown> = {
  roundId: number;
  bet: string;
  win: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  request: PlayRequest | null;
  outcome: Outcome | null;
  /** The engine version the round was played with (a fish v1 shot verifies under v1). */
  gameVersion?: string;
  /** The progressive pool this round won ("0.00" unless it did); `win` already includes it. */
  jackpotPayout: string;
};
export type GameState = {
  game: { engineKind: EngineKind; titleId: string; minBet: string };
  isFreePlay: boolean;
  /** Stable per member, for the player's own settings (sound). */
  playerKey: string;
  balance: string | null;
  currency: string;
  fairness: Fairness | null;
  lastRound: Round | null;
  /** The site's progressive pool (decimal text) for a title that feeds it; null for the others. */
  jackpotPool: string | null;
  paytable: Paytable;
};
export type Played<Outcome = unknown> = { round: Round<Outcome> & { outcome: Outcome }; balance: string | null };
export type Rotated = {
  revealed: { serverSeed: string; serverSeedHash: string; roundsPlayed: number };
  next: Fairness;
};
export type Verified = {
  kind: EngineKind;
  gameVersion: string;
  serverSeedHash: string;
  nonce: number;
  bet: string;
  win: string;
  outcome: unknown;
  paytable: Paytable;
};
