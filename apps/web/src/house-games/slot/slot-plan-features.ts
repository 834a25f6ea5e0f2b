// Frames of the feature mechanics: the book's expanding symbol (Sands of Anubis), hold-and-win (Koi Fortune Link)
// and expanding wilds with respins and both-ways lines (Starlight Gems).
import {
  freeSpinsBanner,
  frame,
  lineParts,
  lineSpinFrame,
  money,
  nameOf,
  type BoardFrame,
  type Cell,
  type CellLabel,
  type PlanContext,
} from './slot-frames.ts';
import type { CashCell, ExpandingOutcome, ExpandingWildsOutcome, HoldAndWinOutcome } from './slot-outcomes.ts';

/**
 * Sands of Anubis: the paid spin (none when bought), the drawn symbol, then each free spin with its ordinary line
 * wins; when the symbol expands, a second frame fills its reels and pays it on every line.
 */
export function planExpanding(context: PlanContext, outcome: ExpandingOutcome): BoardFrame[] {
  const frames = outcome.baseSpin ? [lineSpinFrame(context, outcome.baseSpin)] : [];
  const count = outcome.freeSpins.length;
  const symbol = outcome.expandingSymbol;
  if (count && symbol) {
    const start = outcome.baseSpin ? outcome.baseSpin.grid : outcome.freeSpins[0].grid;
    const banner = freeSpinsBanner(start, count, `Expanding symbol: ${nameOf(context.paytable, symbol)}`);
    banner.texts = [`${nameOf(context.paytable, symbol)} expands in every free spin`];
    frames.push(banner);
  }
  outcome.freeSpins.forEach((spin, index) => {
    const feature = { index, count };
    const expansion = spin.expansion;
    const expansionWin = expansion ? Number(expansion.win) : 0;
    const info = `Free spin ${index + 1} / ${count} · wins ×${spin.winMultiplier}`;
    frames.push(lineSpinFrame(context, spin, { info, feature, win: Number(spin.totalWin) - expansionWin }));
    if (!expansion) return;
    const grid = spin.grid.map((column, reel) =>
      expansion.reels.includes(reel) ? column.map(() => expansion.symbol) : column,
    );
    const lines = (context.paytable.paylines ?? []).length;
    frames.push(
      frame(grid, {
        expanded: expansion.reels,
        info,
        feature,
        banner: `${nameOf(context.paytable, expansion.symbol).toUpperCase()} EXPANDS`,
        texts: [
          `${nameOf(context.paytable, expansion.symbol)} on ${expansion.reels.length} reels: ${expansion.pay} × ${lines} lines × ${spin.winMultiplier} → ${money(context, expansion.win)}`,
        ],
        win: expansionWin,
      }),
    );
  });
  return frames;
}

const JACKPOT_NAMES: Record<string, string> = { MINI: 'Mini', MINOR: 'Minor', MAJOR: 'Major' };

/** A pearl's label on the board: its jackpot name or its value in bets, and its money value. */
export const pearlLabel = (context: PlanContext, cell: CashCell): CellLabel => ({
  reel: cell.reel,
  row: cell.row,
  kind: cell.kind,
  text: cell.kind === 'CASH' ? money(context, cell.win) : `${JACKPOT_NAMES[cell.kind]} ${money(context, cell.win)}`,
});

/** The grid of a hold-and-win: the locked pearls, every other cell empty. */
function pearlGrid(rows: number, cells: CashCell[]): string[][] {
  const grid = Array.from({ length: 5 }, () => Array.from({ length: rows }, () => ''));
  cells.forEach((cell) => {
    grid[cell.reel][cell.row] = 'PEARL';
  });
  return grid;
}

/**
 * Koi Fortune Link: the paid spin with a value on every pearl; 6+ start the hold-and-win, whose respins lock each
 * landed pearl (the counter back to 3 when one lands), and a last frame totals the prizes and the Grand.
 */
export function planHoldAndWin(context: PlanContext, outcome: HoldAndWinOutcome): BoardFrame[] {
  const base = outcome.baseSpin;
  const frames = [
    frame(base.grid, {
      transition: 'SPIN',
      ...lineParts(context, base.lineWins),
      labels: base.cashCells.map((cell) => pearlLabel(context, cell)),
      win: Number(base.lineWin),
    }),
  ];
  const feature = outcome.holdAndWin;
  if (!feature) return frames;
  const rows = base.grid[0].length;
  const respins = context.paytable.holdAndWin?.respins ?? 3;
  const locked: CashCell[] = [...feature.startCells];
  const cellsOf = (cells: CashCell[]): Cell[] => cells.map((cell) => [cell.reel, cell.row]);
  frames.push(
    frame(pearlGrid(rows, locked), {
      banner: 'HOLD & WIN',
      locked: cellsOf(locked),
      labels: locked.map((cell) => pearlLabel(context, cell)),
      info: `${locked.length} pearls locked · respins left: ${respins}`,
    }),
  );
  const count = feature.respins.length;
  feature.respins.forEach((respin, index) => {
    locked.push(...respin.landed);
    frames.push(
      frame(pearlGrid(rows, locked), {
        transition: 'RESPIN',
        locked: cellsOf(locked),
        marks: respin.landed.length ? [{ cells: cellsOf(respin.landed), colour: 0 }] : [],
        labels: locked.map((cell) => pearlLabel(context, cell)),
        info: `Respin ${index + 1} · ${respin.lockedCount} pearls locked · respins left: ${respin.respinsLeft}`,
        texts: respin.landed.map((cell) => `+ ${pearlLabel(context, cell).text}`),
        feature: { index, count },
      }),
    );
  });
  const texts = [`${feature.cells.length} pearls → ${money(context, feature.cashWin)}`];
  if (feature.isFullGrid) texts.push(`Full grid: Grand → ${money(context, feature.grandWin)}`);
  frames.push(
    frame(pearlGrid(rows, feature.cells), {
      locked: cellsOf(feature.cells),
      labels: feature.cells.map((cell) => pearlLabel(context, cell)),
      banner: feature.isFullGrid ? 'GRAND!' : `HOLD & WIN ${money(context, feature.totalWin)}`,
      info: `Hold & win: ${feature.cells.length} pearls`,
      texts,
      win: Number(feature.totalWin),
    }),
  );
  return frames;
}

/**
 * Starlight Gems: each spin lands (held reels stay wild), a wild that lands expands over its reel and adds a
 * respin, and the lines pay both ways on the expanded grid.
 */
export function planExpandingWilds(context: PlanContext, outcome: ExpandingWildsOutcome): BoardFrame[] {
  const count = outcome.spins.length - 1;
  return outcome.spins.flatMap((spin, index) => {
    const feature = spin.isRespin ? { index: index - 1, count } : null;
    const label = spin.isRespin ? `Respin ${index} / ${count}` : 'Paid spin';
    const wins = { ...lineParts(context, spin.lineWins), win: Number(spin.win), feature };
    const spinning = [0, 1, 2, 3, 4].filter((reel) => !spin.heldReels.includes(reel));
    const landed = frame(spin.landedGrid, {
      transition: 'SPIN',
      spinningReels: spinning,
      expanded: spin.heldReels,
      info: `${label} · respins left: ${spin.respinsLeft}`,
      feature,
    });
    if (!spin.newWildReels.length) return [{ ...landed, ...wins }];
    const added = spin.newWildReels.length;
    return [
      landed,
      frame(spin.grid, {
        expanded: [...spin.heldReels, ...spin.newWildReels],
        banner: `WILD EXPANDS · +${added} RESPIN${added > 1 ? 'S' : ''}`,
        info: `${label} · respins left: ${spin.respinsLeft}`,
        ...wins,
      }),
    ];
  });
}
