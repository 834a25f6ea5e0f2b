import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { formatMoney } from '../../../lib/format.ts';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  MIN_BET_OPTIONS,
  MIN_LINE_OPTIONS,
  type GameFilters,
} from '../game-filters.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import styles from './games.module.css';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = { filters: GameFilters; onChange: (filters: GameFilters) => void; classifies: readonly string[] };

/** A classify code such as VIDEO_SLOT as words, when no translation exists for it. */
const humanise = (code: string) =>
  code
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** Search by name (debounced), classify, minimum bet and minimum lines. */
export function GameFilterBar({ filters, onChange, classifies }: Props) {
  const { t, i18n } = useTranslation('pages');
  const { currency } = useSiteStatus();
  const [name, setName] = useState(filters.gameName);
  const settledName = useDebouncedValue(name, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settledName !== filters.gameName) onChange({ ...filters, gameName: settledName });
    // Only a settled change of the typed text triggers this; the other filters apply at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledName]);

  const set = (field: keyof GameFilters) => (value: string) => onChange({ ...filters, [field]: value });
  const reset = () => {
    setName('');
    onChange(EMPTY_FILTERS);
  };

  return (
    <div className={styles.filters} role="search" aria-label={t('games.filters')}>
      <label className={styles.search}>
        <Icon name="search" size={18} />
        <input
          type="search"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.search')}
          maxLength={60}
        />
      </label>
      {classifies.length > 1 ? (
        <select
          className={styles.select}
          value={filters.gameClassify}
          onChange={(event) => set('gameClassify')(event.target.value)}
          aria-label={t('games.classify')}
        >
          <option value="">{t('games.anyClassify')}</option>
          {classifies.map((code) => (
            <option key={code} value={code}>
              {t(`games.classifies.${code}`, { defaultValue: humanise(code) })}
            </option>
          ))}
        </select>
      ) : null}
      <select
        className={styles.select}
        value={filters.minBet}
        onChange={(event) => set('minBet')(event.target.value)}
        aria-label={t('games.minBet')}
      >
        <option value="">{t('games.anyBet')}</option>
        {MIN_BET_OPTIONS.map((bet) => (
          <option key={bet} value={bet}>
            {t('games.betUpTo', {
              amount: formatMoney(bet, { language: i18n.language, scale: currency.scale, symbol: currency.symbol }),
            })}
          </option>
        ))}
      </select>
      <select
        className={styles.select}
        value={filters.minLineNum}
        onChange={(event) => set('minLineNum')(event.target.value)}
        aria-label={t('games.minLines')}
      >
        <option value="">{t('games.anyLines')}</option>
        {MIN_LINE_OPTIONS.map((lines) => (
          <option key={lines} value={lines}>
            {t('games.linesAtLeast', { count: Number(lines) })}
          </option>
        ))}
      </select>
      {hasActiveFilters({ ...filters, gameName: name }) ? (
        <button type="button" className={styles.reset} onClick={reset}>
          {t('games.reset')}
        </button>
      ) : null}
    </div>
  );
}
