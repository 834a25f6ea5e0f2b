// A round's detail → the frames the board plays: paylines, ways and cascades here; the book's expanding symbol,
// hold-and-win and expanding wilds in slot-plan-features.ts.
import { t } from '../i18n/translate.ts';
import type { SlotOutcome } from '../house-api-types.ts';
import {
  freeSpinsBanner,
  frame,
  lineSpinFrame,
  scatterParts,
  joinParts,
  waysParts,
  type BoardFrame,
  type PlanContext,
  type RoundPlan,
} from './slot-frames.ts';
import { planExpanding, planExpandingWilds, planHoldAndWin } from './slot-plan-features.ts';
import {
  isCascade,
  isExpanding,
  isExpandingWilds,
  isHoldAndWin,
  isWays,
  type AnySlotOutcome,
  type CascadeOutcome,
  type CascadeSpin,
  type WaysOutcome,
  type WaysSpin,
} from './slot-outcomes.ts';

const freeSpinOf = (index: number, count: number) => t('slot.freeSpin', { n: index + 1, count });
const freeInfo = (index: number, count: number, multiplier: number) =>
  `${freeSpinOf(index, count)}${multiplier > 1 ? ` · ${t('slot.winsTimes', { times: multiplier })}` : ''}`;

function planLines(context: PlanContext, outcome: SlotOutcome): BoardFrame[] {
  const frames = [lineSpinFrame(context, outcome.baseSpin)];
  const count = outcome.freeSpins.length;
  if (count) frames.push(freeSpinsBanner(outcome.baseSpin.grid, count));
  outcome.freeSpins.forEach((spin, index) =>
    frames.push(
      lineSpinFrame(context, spin, {
        info: freeInfo(index, count, spin.winMultiplier),
        feature: { index, count },
      }),
    ),
  );
  return frames;
}

const waysSpinFrame = (context: PlanContext, spin: WaysSpin, parts: Partial<BoardFrame> = {}): BoardFrame =>
  frame(spin.grid, {
    transition: 'SPIN',
    ...joinParts(waysParts(context, spin.grid, spin.wins, spin.winMultiplier), scatterParts(context, spin.grid, spin)),
    win: Number(spin.totalWin),
    ...parts,
  });

function planWays(context: PlanContext, outcome: WaysOutcome): BoardFrame[] {
  const frames = [waysSpinFrame(context, outcome.baseSpin)];
  const count = outcome.freeSpins.length;
  if (count) frames.push(freeSpinsBanner(outcome.baseSpin.grid, count));
  outcome.freeSpins.forEach((spin, index) =>
    frames.push(
      waysSpinFrame(context, spin, { info: freeInfo(index, count, spin.winMultiplier), feature: { index, count } }),
    ),
  );
  return frames;
}

/**
 * One cascading spin: it lands on the first step's grid; each paying step shows its wins at its multiplier and
 * removes its cells, the next grid tumbles in, and the spin ends on the grid where tumbling stopped (scatters).
 */
export function cascadeFrames(context: PlanContext, spin: CascadeSpin, label: string): BoardFrame[] {
  const frames = spin.steps.map((step, index) =>
    frame(step.grid, {
      transition: index === 0 ? 'SPIN' : 'TUMBLE',
      ...waysParts(context, step.grid, step.wins, step.multiplier),
      removed: step.removed,
      info: `${label}${t('slot.cascade', { n: index + 1, times: step.multiplier })}`,
      win: Number(step.win),
    }),
  );
  const ladder = context.paytable.multiplierLadder ?? [1];
  const next = ladder[Math.min(spin.endLevel, ladder.length - 1)];
  frames.push(
    frame(spin.finalGrid, {
      transition: spin.steps.length ? 'TUMBLE' : 'SPIN',
      ...scatterParts(context, spin.finalGrid, spin),
      info: `${label}${spin.steps.length ? `${t('slot.cascades', { count: spin.steps.length })} · ` : ''}${t('slot.nextWin', { times: next })}`,
      win: Number(spin.scatterWin),
    }),
  );
  return frames;
}

function planCascade(context: PlanContext, outcome: CascadeOutcome): BoardFrame[] {
  const frames = outcome.baseSpin ? cascadeFrames(context, outcome.baseSpin, '') : [];
  const count = outcome.freeSpins.length;
  const start = outcome.baseSpin ? outcome.baseSpin.finalGrid : (outcome.freeSpins[0]?.steps[0]?.grid ?? []);
  if (count)
    frames.push(
      freeSpinsBanner(start, count, t(outcome.boughtFeature ? 'slot.featureBought' : 'slot.multiplierCarries')),
    );
  outcome.freeSpins.forEach((spin, index) => {
    const spinFrames = cascadeFrames(context, spin, `${freeSpinOf(index, count)} · `);
    spinFrames.forEach((each) => {
      each.feature = { index, count };
    });
    frames.push(...spinFrames);
  });
  if (outcome.winCapped) frames[frames.length - 1].banner = t('slot.maxWin');
  return frames;
}

const planOf = (context: PlanContext, outcome: AnySlotOutcome): BoardFrame[] => {
  if (isWays(outcome)) return planWays(context, outcome);
  if (isCascade(outcome)) return planCascade(context, outcome);
  if (isExpanding(outcome)) return planExpanding(context, outcome);
  if (isHoldAndWin(outcome)) return planHoldAndWin(context, outcome);
  if (isExpandingWilds(outcome)) return planExpandingWilds(context, outcome);
  return planLines(context, outcome);
};

const featureOf = (outcome: AnySlotOutcome, frames: BoardFrame[]) => {
  const count = frames.reduce((most, each) => Math.max(most, each.feature ? each.feature.count : 0), 0);
  const respins = isHoldAndWin(outcome) || isExpandingWilds(outcome);
  return { featureCount: count, featureName: respins ? 'Respin' : 'Free spin' } as const;
};

/** The frames of a whole round, its bet and its total win (minor units). */
export function planRound(context: PlanContext, outcome: AnySlotOutcome): RoundPlan {
  const frames = planOf(context, outcome);
  return {
    frames,
    bet: Number(outcome.bet),
    totalWin: frames.reduce((sum, each) => sum + each.win, 0),
    ...featureOf(outcome, frames),
  };
}
