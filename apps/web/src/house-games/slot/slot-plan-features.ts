// Frames of the feature mechanics: the book's expanding symbol (Sands of Anubis), hold-and-win (Koi Fortune Link)
// and expanding wilds with respins and both-ways lines (Starlight Gems).
import { t } from '../i18n/translate.ts';
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
    const name = nameOf(context.paytable, symbol);
    const banner = freeSpinsBanner(start, count, t('slot.expandingSymbol', { symbol: name }));
    banner.texts = [t('slot.expandsEvery', { symbol: name })];
    frames.push(banner);
  }
  outcome.freeSpins.forEach((spin, index) => {
    const feature = { index, count };
    const expansion = spin.expansion;
    const expansionWin = expansion ? Number(expansion.win) : 0;
    const info = `${t('slot.freeSpin', { n: index + 1, count })} · ${t('slot.winsTimes', { times: spin.winMultiplier })}`;
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
        banner: t('slot.expandsBanner', { symbol: nameOf(context.paytable, expansion.symbol).toUpperCase() }),
        texts: [
          t('slot.expansionWin', {
            symbol: nameOf(context.paytable, expansion.symbol),
            reels: expansion.reels.length,
            pay: expansion.pay,
            lines,
            times: spin.winMultiplier,
            win: money(context, expansion.win),
          }),
        ],
        win: expansionWin,
      }),
    );
  });
  return frames;
}

/** A pearl's label on the board: its jackpot name or its value in bets, and its money value. */
export const pearlLabel = (context: PlanContext, cell: CashCell): CellLabel => ({
  reel: cell.reel,
  row: cell.row,
  kind: cell.kind,
  text:
    cell.kind === 'CASH' ? money(context, cell.win) : `${t(`slot.jackpot.${cell.kind}`)} ${money(context, cell.win)}`,
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
      banner: t('slot.holdAndWin'),
      locked: cellsOf(locked),
      labels: locked.map((cell) => pearlLabel(context, cell)),
      info: t('slot.pearlsLocked', { count: locked.length, left: respins }),
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
        info: t('slot.respinLocked', { n: index + 1, count: respin.lockedCount, left: respin.respinsLeft }),
        texts: respin.landed.map((cell) => `+ ${pearlLabel(context, cell).text}`),
        feature: { index, count },
      }),
    );
  });
  const texts = [t('slot.pearlsWin', { count: feature.cells.length, win: money(context, feature.cashWin) })];
  if (feature.isFullGrid) texts.push(t('slot.fullGrid', { win: money(context, feature.grandWin) }));
  frames.push(
    frame(pearlGrid(rows, feature.cells), {
      locked: cellsOf(feature.cells),
      labels: feature.cells.map((cell) => pearlLabel(context, cell)),
      banner: feature.isFullGrid
        ? t('slot.grand')
        : t('slot.holdAndWinWin', { amount: money(context, feature.totalWin) }),
      info: t('slot.holdAndWinInfo', { count: feature.cells.length }),
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
    const label = spin.isRespin ? t('slot.respinOf', { n: index, count }) : t('slot.paidSpin');
    const wins = { ...lineParts(context, spin.lineWins), win: Number(spin.win), feature };
    const spinning = [0, 1, 2, 3, 4].filter((reel) => !spin.heldReels.includes(reel));
    const added = spin.newWildReels.length;
    // The respins left as the reels stop, before a wild that landed adds its own. An ordinary paid spin (no wild,
    // no respin to come) is no feature: it says nothing about respins.
    const leftOnLanding = spin.respinsLeft - added;
    const landed = frame(spin.landedGrid, {
      transition: 'SPIN',
      spinningReels: spinning,
      expanded: spin.heldReels,
      info: spin.isRespin || leftOnLanding > 0 ? t('slot.respinsLeft', { label, left: leftOnLanding }) : '',
      feature,
    });
    if (!added) return [{ ...landed, ...wins }];
    return [
      landed,
      frame(spin.grid, {
        expanded: [...spin.heldReels, ...spin.newWildReels],
        banner: t('slot.wildExpands', { count: added }),
        info: t('slot.respinsLeft', { label, left: spin.respinsLeft }),
        ...wins,
      }),
    ];
  });
}
