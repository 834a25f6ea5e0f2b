// What the sea shows for the server's verdict on a shot: the net, coins and the win; for a special fish its effect —
// the bomb's blast taking the nearby fish, lightning arcs to the fish of the chained type, the boss's wheel.
import type { FishShot, SpecialFeature } from '../house-api-types.ts';
import { formatAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { reducedMotion } from '../motion.ts';
import { sound } from '../sound/sound.ts';
import { swimming, type Sea, type SeaFish } from './sea-model.ts';

const BLAST_RADIUS = 140;

/** Marks a fish caught (its spin-and-fade starts) and keeps it out of the schedule from now on. */
export function takeFish(sea: Sea, fish: SeaFish): void {
  fish.state = 'caught';
  fish.t = 0;
  sea.gone.add(fish.key);
}

function coins(sea: Sea, x: number, y: number, count: number): void {
  if (reducedMotion()) return;
  for (let i = 0; i < count; i += 1)
    sea.effects.push({
      kind: 'coin',
      x,
      y,
      vx: (Math.random() - 0.5) * 240,
      vy: -120 - Math.random() * 120,
      t: 0,
      life: 1,
    });
}

/** A jagged bolt from one fish to another. */
function bolt(from: SeaFish, to: SeaFish): { x: number; y: number }[] {
  const points = [{ x: from.x, y: from.y }];
  for (let step = 1; step < 6; step += 1) {
    const share = step / 6;
    points.push({
      x: from.x + (to.x - from.x) * share + (Math.random() - 0.5) * 26,
      y: from.y + (to.y - from.y) * share + (Math.random() - 0.5) * 26,
    });
  }
  points.push({ x: to.x, y: to.y });
  return points;
}

/** The fish a special's catch takes with it, in the picture; answers them so the room hears of them too. */
function specialEffect(sea: Sea, target: SeaFish, feature: SpecialFeature): SeaFish[] {
  const others = swimming(sea).filter((fish) => fish !== target);
  if (feature.kind === 'bomb') {
    sea.effects.push({ kind: 'blast', x: target.x, y: target.y, radius: BLAST_RADIUS, t: 0, life: 0.8 });
    sound.play('cannonShot');
    return others.filter((fish) => Math.hypot(fish.x - target.x, fish.y - target.y) < BLAST_RADIUS);
  }
  if (feature.kind === 'chain') {
    const chained = others
      .filter((fish) => fish.kind.id === feature.fishSpeciesId)
      .slice(0, feature.links)
      .concat(others.filter((fish) => fish.kind.id !== feature.fishSpeciesId && !fish.kind.special))
      .slice(0, feature.links);
    let from = target;
    for (const fish of chained) {
      sea.effects.push({ kind: 'bolt', x: fish.x, y: fish.y, points: bolt(from, fish), t: 0, life: 0.9 });
      from = fish;
    }
    return chained;
  }
  sea.wheel = {
    factors: target.kind.wheel ?? [feature.factor],
    index: feature.index,
    base: feature.base,
    t: 0,
    x: target.x,
    y: target.y,
  };
  sound.play('spinStart');
  return [];
}

// A verdict's line: 24 px bold letters (sea-paint.ts) about 14 px wide each, and the height a line keeps clear.
const LETTER_WIDTH = 14;
const LINE_HEIGHT = 28;

/**
 * Where a verdict's text goes: over its fish, moved up a line at a time past the verdicts still on screen, so those
 * of bullets landing together (a catch and a miss on one fish) never print over each other.
 */
export function verdictPlace(sea: Sea, x: number, y: number, text: string): { x: number; y: number; t: number } {
  const shown = sea.effects.flatMap((effect) =>
    effect.kind === 'text'
      ? [{ x: effect.x, y: effect.y - (effect.t / effect.life) * 40, width: effect.text.length }]
      : [],
  );
  let placed = y;
  for (let line = 0; line < 6; line += 1) {
    const clash = shown.some(
      (other) =>
        Math.abs(other.x - x) < ((other.width + text.length) * LETTER_WIDTH) / 2 &&
        Math.abs(other.y - placed) < LINE_HEIGHT,
    );
    if (!clash) break;
    placed -= LINE_HEIGHT;
  }
  return { x, y: placed, t: 0 };
}

/** Shows the server's verdict on the fish a bullet hit; answers the keys of every fish it took. */
export function showVerdict(sea: Sea, target: SeaFish, shot: FishShot, winText: string): number[] {
  sea.effects.push({ kind: 'net', x: target.x, y: target.y, t: 0, life: 0.5 });
  sound.play('netSplash');
  if (!shot.caught) {
    const text = t('fish.miss');
    sea.effects.push({
      kind: 'text',
      text,
      color: '#cfd8dc',
      ...verdictPlace(sea, target.x, target.y - 10, text),
      life: 0.9,
    });
    return [];
  }
  const taken = [target, ...(shot.feature ? specialEffect(sea, target, shot.feature) : [])];
  taken.forEach((fish) => {
    takeFish(sea, fish);
    coins(sea, fish.x, fish.y, fish === target ? 14 : 4);
  });
  // A catch worth twenty bets or more gets the fanfare.
  sound.play(shot.multiplier >= 20 ? 'bigWin' : 'fishCaught');
  const text = `+${formatAmount(winText)} (×${shot.multiplier})`;
  sea.effects.push({
    kind: 'text',
    text,
    color: '#ffd54f',
    ...verdictPlace(sea, target.x, target.y - 10, text),
    life: 1.6,
  });
  return taken.map((fish) => fish.key);
}
