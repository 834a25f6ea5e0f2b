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
