import { SLOT_MAX_STRIP_LENGTH, SLOT_REEL_COUNT, SLOT_ROW_COUNT, type SlotGameDefinition } from './slot-types.ts';

// Local copies: under tsx and vitest an imported binding is a getter call, which dominated the spin loop.
const REELS = SLOT_REEL_COUNT;

/** Highest scatter count a 5×3 grid can show; award and pay tables are expanded up to it. */
const MAX_SCATTERS = SLOT_REEL_COUNT * SLOT_ROW_COUNT;

/** A definition turned into typed arrays once, so the spin loop does lookups and no string work. */
export type CompiledSlotGame = {
  definition: SlotGameDefinition;
  symbolIds: string[];
  strips: Uint8Array[];
  /** paylineCells[line * 5 + reel] = reel * 3 + row. */
  paylineCells: Uint8Array;
  lineCount: number;
  /** linePays[symbol * 6 + count]. */
  linePays: Int32Array;
  wild: number;
  scatter: number;
  /** Indexed by scatter count 0..15, filled from the highest table entry not above the count. */
  scatterPays: Int32Array;
  freeSpinAwards: Int32Array;
};

export type LineOutcome = { symbol: number; count: number };

const compiledGames = new WeakMap<SlotGameDefinition, CompiledSlotGame>();

export function compileSlotGame(definition: SlotGameDefinition): CompiledSlotGame {
  const cached = compiledGames.get(definition);
  if (cached) return cached;
  const compiled = buildCompiledGame(definition);
  compiledGames.set(definition, compiled);
  return compiled;
}

function fail(definition: SlotGameDefinition, message: string): never {
  throw new Error(`slot game ${definition.id}: ${message}`);
}

function expandCountTable(table: Readonly<Partial<Record<number, number>>>): Int32Array {
  const expanded = new Int32Array(MAX_SCATTERS + 1);
  let current = 0;
  for (let count = 0; count <= MAX_SCATTERS; count += 1) {
    current = table[count] ?? current;
    expanded[count] = current;
  }
  return expanded;
}

function buildCompiledGame(definition: SlotGameDefinition): CompiledSlotGame {
  const symbolIds = definition.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(symbolIds.map((id, index) => [id, index]));
  if (indexOf.size !== symbolIds.length) fail(definition, 'duplicate symbol ids');
  if (symbolIds.length > 255) fail(definition, 'strips are stored as bytes, so at most 255 symbols');
  const lookup = (id: string): number => indexOf.get(id) ?? fail(definition, `unknown symbol ${id}`);
  if (definition.reels.length !== SLOT_REEL_COUNT) fail(definition, `needs ${SLOT_REEL_COUNT} reels`);
  const strips = definition.reels.map((reel) => {
    if (reel.length < SLOT_ROW_COUNT || reel.length > SLOT_MAX_STRIP_LENGTH)
      fail(definition, 'strip length out of range');
    return Uint8Array.from(reel, lookup);
  });
  const lineKeys = new Set<string>();
  const paylineCells = new Uint8Array(definition.paylines.length * SLOT_REEL_COUNT);
  definition.paylines.forEach((rows, line) => {
    if (
      rows.length !== SLOT_REEL_COUNT ||
      rows.some((row) => !Number.isInteger(row) || row < 0 || row >= SLOT_ROW_COUNT)
    ) {
      fail(definition, `payline ${line} is malformed`);
    }
    lineKeys.add(rows.join(''));
    rows.forEach((row, reel) => {
      paylineCells[line * SLOT_REEL_COUNT + reel] = reel * SLOT_ROW_COUNT + row;
    });
  });
  if (lineKeys.size !== definition.paylines.length) fail(definition, 'duplicate paylines');
  const linePays = new Int32Array(symbolIds.length * 6);
  for (const [id, pays] of Object.entries(definition.linePays)) {
    for (const [count, pay] of Object.entries(pays)) {
      if (!Number.isSafeInteger(pay) || pay < 0) fail(definition, `pay for ${id} must be a non-negative integer`);
      linePays[lookup(id) * 6 + Number(count)] = pay;
    }
  }
  const scatter = lookup(definition.scatter);
  if (definition.wild === definition.scatter) fail(definition, 'wild and scatter must differ');
  if (Object.keys(definition.linePays).includes(definition.scatter)) fail(definition, 'the scatter pays only anywhere');
  const { winMultiplier, maxPerRound } = definition.freeSpins;
  if (!Number.isSafeInteger(winMultiplier) || winMultiplier < 1)
    fail(definition, 'free-spin multiplier must be an integer >= 1');
  if (!Number.isSafeInteger(maxPerRound) || maxPerRound < 0)
    fail(definition, 'free-spin cap must be a non-negative integer');
  return {
    definition,
    symbolIds,
    strips,
    paylineCells,
    lineCount: definition.paylines.length,
    linePays,
    wild: lookup(definition.wild),
    scatter,
    scatterPays: expandCountTable(definition.scatterPays),
    freeSpinAwards: expandCountTable(definition.freeSpins.awards),
  };
}

/**
 * Pays a line left to right: the wild stands in for any symbol but the scatter, and when a leading run of wilds
 * pays more on its own than the symbol it completes, the line takes the larger (ties go to the plain symbol).
 * Writes the winning symbol and count into `out` and returns the pay in line bets (0 for no win).
 */
export function evaluateLine(game: CompiledSlotGame, symbols: ArrayLike<number>, out: LineOutcome): number {
  const { wild, scatter, linePays } = game;
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === wild) wildRun += 1;
  let best = wildRun > 0 ? linePays[wild * 6 + wildRun] : 0;
  out.symbol = wild;
  out.count = wildRun;
  if (wildRun < REELS) {
    const target = symbols[wildRun];
    if (target !== scatter) {
      let count = wildRun + 1;
      while (count < REELS && (symbols[count] === target || symbols[count] === wild)) count += 1;
      const pay = linePays[target * 6 + count];
      if (pay > 0 && pay >= best) {
        best = pay;
        out.symbol = target;
        out.count = count;
      }
    }
  }
  return best;
}
