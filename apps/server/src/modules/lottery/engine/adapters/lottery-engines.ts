import type { LotteryEngine, LotteryKind } from '../lottery-engine.ts';
import { fiveDigitEngine } from './five-digit-engine.ts';
import { fourDEngine } from './four-d-engine.ts';
import { kenoEngine } from './keno-engine.ts';
import { threeDigitEngine } from './three-digit-engine.ts';
import { vnEngine } from './vn-engine.ts';

const ENGINES: Readonly<Record<LotteryKind, LotteryEngine>> = {
  VN: vnEngine,
  KENO: kenoEngine,
  FIVE_D: fiveDigitEngine,
  THREE_D: threeDigitEngine,
  FOUR_D: fourDEngine,
};

/** The engine of a game family; a kind read from the database that is not one of ours is a data error, refused. */
export function findLotteryEngine(kind: LotteryKind): LotteryEngine {
  if (!Object.hasOwn(ENGINES, kind)) throw new RangeError(`unknown lottery kind ${String(kind)}`);
  return ENGINES[kind];
}
