// The JSON of a live table (/house/api/state's paytable and /house/api/table/state), as the table page reads it.
// The server builds it in apps/server/src/modules/house-games/tables; amounts are decimal text.
import type { Card } from '../house-api-types.ts';

export type TableKind = 'ROULETTE' | 'SIC_BO' | 'DRAGON_TIGER' | 'BACCARAT';
export type TablePhase = 'BETTING' | 'DEALING' | 'RESULT' | 'SHUFFLING';
export type TableTiming = { bettingMs: number; dealingMs: number; resultMs: number };
export type TableLimits = { maxSpot: string; maxRound: string };

export type RouletteDeal = { number: number; color: 'RED' | 'BLACK' | 'GREEN' };
export type SicBoDeal = { dice: [number, number, number]; total: number };
export type DragonTigerDeal = {
  roundIndex: number;
  dragon: Card;
  tiger: Card;
  outcome: 'DRAGON' | 'TIGER' | 'TIE';
  isSuitedTie: boolean;
  isLastRoundOfShoe: boolean;
};
export type BaccaratDeal = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: 'PLAYER' | 'BANKER' | 'TIE';
  isNatural: boolean;
  isPlayerPair: boolean;
  isBankerPair: boolean;
  handNumber: number;
  isLastHand: boolean;
};
export type TableDeal = RouletteDeal | SicBoDeal | DragonTigerDeal | BaccaratDeal;

export type RoadCell = { column: number; row: number };
export type BeadCell = RoadCell & {
  outcome: 'PLAYER' | 'BANKER' | 'TIE';
  isPlayerPair: boolean;
  isBankerPair: boolean;
  isNatural: boolean;
};
export type BigRoadCell = RoadCell & {
  outcome: 'PLAYER' | 'BANKER';
  ties: number;
  isPlayerPair: boolean;
  isBankerPair: boolean;
};
export type DerivedCell = RoadCell & { color: 'RED' | 'BLUE' };
export type DerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
export type BaccaratRoads = {
  beadRoad: BeadCell[];
  bigRoad: BigRoadCell[];
  bigRoadLeadingTies: number;
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroachPig: DerivedCell[];
  askRoad: Record<'BANKER' | 'PLAYER', Record<DerivedRoadName, 'RED' | 'BLUE' | null>>;
};

/** The member's chips on one table round, and once settled what it paid. */
export type MemberRound = {
  roundId: number;
  roundNo: number | null;
  status: 'OPEN' | 'SETTLED' | 'REFUNDED';
  bets: Record<string, string>;
  bet: string;
  win: string;
  result: { spots: { spot: string; amount: string; win: string }[]; win: string } | null;
};

export type TableState = {
  tableId: string;
  kind: TableKind;
  serverTime: string;
  timing: TableTiming;
  limits: TableLimits;
  round: {
    roundNo: number;
    phase: TablePhase;
    opensAt: string;
    closesAt: string;
    resultAt: string;
    endsAt: string;
    deal: TableDeal | null;
  };
  shoe: { id: number; shoeNo: number; serverSeedHash: string; index: number; rounds: number } | null;
  history: TableDeal[];
  roads: BaccaratRoads | null;
  myRound: MemberRound | null;
  previousRound: MemberRound | null;
  balance: string | null;
  currency: string;
};

/** One bet's row of the rules panel, as the engines describe their boards. */
export type BoardRow = {
  kind?: string;
  row?: string;
  type?: string;
  payout?: string;
  pays?: string;
  rtpPercent?: number;
  declaredRtp?: number;
};
export type TablePaytable = {
  kind: 'TABLE';
  titleId: string;
  limits: TableLimits;
  timing: TableTiming;
  board: { bets?: BoardRow[]; rows?: BoardRow[]; [key: string]: unknown };
};

/** What the table page's state call answers for a TABLE game. */
export type TableGameState = {
  game: { engineKind: 'TABLE'; titleId: string; minBet: string };
  isFreePlay: boolean;
  playerKey: string;
  balance: string | null;
  currency: string;
  paytable: TablePaytable;
};
