import { useTranslation } from 'react-i18next';
import type { OpsSportEvent } from '../api/events.ts';
import { splitMarketKey } from '../sports-format.ts';

/**
 * Market and selection keys in the desk's words: `FT_AH:-0.75` → "Asian handicap -0.75", HOME → the home side's name,
 * `*` → the whole event. A score (`2-1`) stays as it is.
 */
export function useMarketNames() {
  const { t } = useTranslation('opsSports');
  const marketName = (key: string) => {
    if (key === '*') return t('suspend.wholeEvent');
    const { type, line } = splitMarketKey(key);
    const name = t(`marketType.${type}`, { defaultValue: type });
    return line === null ? name : `${name} ${line}`;
  };
  const selectionName = (key: string, event: Pick<OpsSportEvent, 'participants'>) => {
    if (key === 'HOME') return event.participants[0].name;
    if (key === 'AWAY') return event.participants[1].name;
    return t(`selection.${key}`, { defaultValue: key });
  };
  return { marketName, selectionName };
}
