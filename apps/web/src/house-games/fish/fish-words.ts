// The fish shooter's names in the page's language: a species or special fish by its id (the paytable's own name is
// the fallback, so a fish the server adds before the dictionaries know it still shows its name), its size, its kind.
import { hasKey, t } from '../i18n/translate.ts';
import type { FishSize, SpecialFish } from '../house-api-types.ts';

/** The shown name of the fish `id`; `fallback` (the server's English name, or the id) when no key exists. */
export function fishName(id: string, fallback: string = id): string {
  const key = `fish.species.${id}`;
  return hasKey(key) ? t(key) : fallback;
}

export const sizeName = (size: FishSize): string => t(`fish.size.${size}`);

export const specialKindName = (special: SpecialFish['special']): string => t(`fish.special.${special}`);

/** The label a special fish carries over its head in the sea. */
export const specialLabel = (fish: SpecialFish): string =>
  fish.special === 'wheel' ? t('fish.label.wheel', { base: fish.base }) : t(`fish.label.${fish.special}`);

/**
 * A fish option of the verify page's select in the page's language. The server writes "Clownfish ×2" for a species
 * and "Bomb Crab (bomb)" for a special fish (house-page.ts); the name and the special's kind are put in the page's
 * language, the multiplier kept.
 */
export function fishOptionText(id: string, serverText: string): string {
  const special = /^(.*) \((bomb|chain|wheel)\)$/.exec(serverText);
  if (special) return `${fishName(id, special[1])} (${specialKindName(special[2] as SpecialFish['special'])})`;
  const species = /^(.*) (×\d+)$/.exec(serverText);
  return species ? `${fishName(id, species[1])} ${species[2]}` : fishName(id, serverText);
}
