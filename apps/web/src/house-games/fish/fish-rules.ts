// The fish shooter's rules and paytable panel, read from the paytable the engine pays by, and the verify page's
// verdict of a recomputed shot in words.
import { el } from '../dom.ts';
import type { FishPaytable, FishShot, SpecialFish } from '../house-api-types.ts';
import { formatAmount, formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { fishName, sizeName, specialKindName } from './fish-words.ts';

type Weighted = { weight: number };
const total = (entries: Weighted[]) => entries.reduce((sum, entry) => sum + entry.weight, 0);
const percent = (weight: number, all: number) => `${((weight / all) * 100).toFixed(0)}%`;
/** A chance or an average shown with the page's decimal mark (the digits come from toFixed, never re-parsed). */
const decimal = (value: number, digits: number) => formatAmount(value.toFixed(digits));

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
    return t('fish.pays.bomb', {
      list: fish.blast.map((e) => `×${e.multiplier} (${percent(e.weight, total(fish.blast))})`).join(', '),
    });
  if (fish.special === 'chain')
    return t('fish.pays.chain', {
      links: fish.links.map((e) => `${e.links} (${percent(e.weight, total(fish.links))})`).join(', '),
      targets: fish.targets
        .map((e) => `×${e.multiplier} ${fishName(e.fishSpeciesId)} (${percent(e.weight, total(fish.targets))})`)
        .join(', '),
    });
  return t('fish.pays.wheel', {
    base: fish.base,
    list: fish.wheel.map((e) => `×${e.factor} (${percent(e.weight, total(fish.wheel))})`).join(', '),
  });
}

export function paytablePanel(paytable: FishPaytable, minBet: number, scale: number): HTMLElement[] {
  const rtp = paytable.declaredRtp;
  return [
    el('p', { class: 'rules', text: t('fish.rules', { rtp: formatAmount(String(rtp)) }) }),
    el(
      'div',
      { class: 'paytable' },
      paytable.species.map((entry) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: `${fishName(entry.id, entry.name)} ×${entry.multiplier}` }),
          el('span', {
            text: t('fish.paySpecies', { size: sizeName(entry.size), chance: decimal(rtp / entry.multiplier, 2) }),
          }),
        ]),
      ),
    ),
    el(
      'div',
      { class: 'paytable' },
      paytable.specials.map((fish) =>
        el('div', { class: 'pay' }, [
          el('strong', {
            text: t('fish.paySpecialName', {
              name: fishName(fish.id, fish.name),
              kind: specialKindName(fish.special),
              mean: decimal(meanMultiplier(fish), 1),
            }),
          }),
          el('span', {
            text: t('fish.paySpecial', { pays: specialPays(fish), chance: decimal(rtp / meanMultiplier(fish), 2) }),
          }),
        ]),
      ),
    ),
    el('p', {
      class: 'rules',
      text: t('fish.levels', {
        levels: paytable.cannonLevels.map((level) => formatMinorAmount(level * minBet, scale)).join(' · '),
      }),
    }),
  ];
}

/** Verify page: the shot's verdict in words (the sea is only decoration). */
export function drawStatic(container: HTMLElement, paytable: FishPaytable, outcome: FishShot, scale: number) {
  const fish = [...paytable.species, ...(paytable.specials ?? [])].find((entry) => entry.id === outcome.fishSpeciesId);
  const feature = outcome.feature;
  const detail =
    feature?.kind === 'bomb'
      ? t('fish.detail.bomb', { multiplier: feature.multiplier })
      : feature?.kind === 'chain'
        ? t('fish.detail.chain', {
            links: feature.links,
            fish: fishName(feature.fishSpeciesId),
            multiplier: feature.typeMultiplier,
          })
        : feature?.kind === 'wheel'
          ? t('fish.detail.wheel', { factor: feature.factor, base: feature.base })
          : '';
  const shown = { fish: fishName(outcome.fishSpeciesId, fish?.name), multiplier: outcome.multiplier };
  container.replaceChildren(
    el('div', {
      class: 'counter',
      text: outcome.caught
        ? t('fish.verdictCaught', { ...shown, detail, win: formatMinorAmount(BigInt(outcome.win), scale) })
        : t('fish.verdictEscaped', shown),
    }),
  );
}
