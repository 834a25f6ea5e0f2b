// What each game kind (slot, baccarat, fish) gives the play page and the verify page.
import type { Paytable, PlayRequest, Played, Round } from './house-api-types.ts';

/** What the play page hands a game when it mounts it. */
export type GameMount<P extends Paytable = Paytable, Outcome = unknown> = {
  paytable: P;
  scale: number;
  /** The minimum bet in minor units. */
  minBet: number;
  lastRound: Round<Outcome> | null;
  currency: string;
  /** The site's progressive pool (decimal text) when the title feeds it, else null. */
  jackpotPool: string | null;
  /** Reads the pool again (the state's answer); null when the read fails. */
  readJackpotPool: () => Promise<string | null>;
  /** One round through the API; null (with the reason shown) when it was refused. */
  play: (request: PlayRequest) => Promise<Played<Outcome> | null>;
};

export type MountedGame<Outcome = unknown> = { replay: (round: Round<Outcome>) => Promise<void> };

export type GameModule<P extends Paytable = Paytable, Outcome = unknown> = {
  mount: (game: GameMount<P, Outcome>) => MountedGame<Outcome>;
  /** The verify page's still picture of a recomputed outcome. */
  drawStatic: (container: HTMLElement, paytable: P, outcome: Outcome, scale: number) => void;
};
