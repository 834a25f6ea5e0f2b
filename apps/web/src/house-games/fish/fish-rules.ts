// The fish shooter's rules and paytable panel, read from the paytable the engine pays by, and the verify page's
// verdict of a recomputed shot in words.
import { el } from '../dom.ts';
import type { FishPaytable, FishShot, SpecialFish } from '../house-api-types.ts';
import { fromMinor } from '../money.ts';

type Weighted = { weight: number };
const total = (entries: Weighted[]) => entries.reduce((sum, entry) => sum + entry.weight, 0);
const percent = (weight: number, all: number) => `${((weight / all) * 100).toFixed(0)}%`;

/** E[paid multiplier] of a special, as its catch chance is worked out from it. */
export function meanMultiplier(fish: SpecialFish): number {
  if (fish.special === 'bomb')
    return fish.blast.reduce((sum, e) => sum + e.weight * e.multiplier, 0) / total(fish.blast);
  if (fish.special === 'chain')
    return (
      (fish.targets.reduce((sum, e) => sum + e.weight * e.multiplier, 0) / total(fish.targets)) *
      (fish.links.reduce((sum, e) => sum + e.weight * e.links, 0) / total(fish.links))
    );
  return (fish.base * fish.wheel.reduce((sum, e) => sum + e.weight * e.factor, 0)) / total(fish.wheel);
}

function specialPays(fish: SpecialFish): string {
  if (fish.special === 'bomb')
    return `Blast takes the nearby fish: pays ${fish.blast.map((e) => `×${e.multiplier} (${percent(e.weight, total(fish.blast))})`).join(', ')}`;
  if (fish.special === 'chain')
    return `Lightning chains to ${fish.links.map((e) => `${e.links} (${percent(e.weight, total(fish.links))})`).join(', ')} fish of one kind — ${fish.targets.map((e) => `×${e.multiplier} ${e.fishSpeciesId} (${percent(e.weight, total(fish.targets))})`).join(', ')}; pays that multiplier × the links`;
  return `Boss ×${fish.base} spins a wheel: ${fish.wheel.map((e) => `×${e.factor} (${percent(e.weight, total(fish.wheel))})`).join(', ')}`;
}

export function paytablePanel(paytable: FishPaytable, minBet: number, scale: number): HTMLElement[] {
  const rtp = paytable.declaredRtp;
  return [
    el('p', {
      class: 'rules',
      text: `Aim with the pointer; a click (or space) fires a bullet, which bounces off the sea's edges. A bullet is one bet at the cannon's level, placed only when it hits a fish, on that fish. A catch pays the bet × the fish's multiplier; the catch chance is ${rtp}% ÷ the (average) multiplier, so every fish returns ${rtp}% on average. Auto-fire (A) fires every 0.3 s; lock a fish and the bullets home on it.`,
    }),
    el(
      'div',
      { class: 'paytable' },
      paytable.species.map((entry) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: `${entry.name} ×${entry.multiplier}` }),
          el('span', { text: `${entry.size} · catch ${(rtp / entry.multiplier).toFixed(2)}%` }),
        ]),
      ),
    ),
    el(
      'div',
      { class: 'paytable' },
      paytable.specials.map((fish) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: `${fish.name} (${fish.special}) · average ×${meanMultiplier(fish).toFixed(1)}` }),
          el('span', { text: `${specialPays(fish)} · catch ${(rtp / meanMultiplier(fish)).toFixed(2)}%` }),
        ]),
      ),
    ),
    el('p', {
      class: 'rules',
      text: `Cannon levels (bet per shot): ${paytable.cannonLevels.map((level) => fromMinor(level * minBet, scale)).join(' · ')}`,
    }),
  ];
}

/** Verify page: the shot's verdict in words (the sea is only decoration). */
export function drawStatic(container: HTMLElement, paytable: FishPaytable, outcome: FishShot, scale: number) {
  const fish = [...paytable.species, ...(paytable.specials ?? [])].find((entry) => entry.id === outcome.fishSpeciesId);
  const feature = outcome.feature;
  const detail =
    feature?.kind === 'bomb'
      ? ` — the blast pays ×${feature.multiplier}`
      : feature?.kind === 'chain'
        ? ` — lightning chains ${feature.links} × ${feature.fishSpeciesId} (×${feature.typeMultiplier})`
        : feature?.kind === 'wheel'
          ? ` — the wheel lands on ×${feature.factor} of ×${feature.base}`
          : '';
  container.replaceChildren(
    el('div', {
      class: 'counter',
      text: `${fish ? fish.name : outcome.fishSpeciesId} ×${outcome.multiplier}: ${outcome.caught ? `CAUGHT${detail} — win ${fromMinor(Number(outcome.win), scale)}` : 'escaped — no win'}`,
    }),
  );
}
