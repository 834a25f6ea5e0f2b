import { useTranslation } from 'react-i18next';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { oddsText } from '@lucky/contracts/sportsbook/odds-format';
import { useSlipStore, type SlipPick } from './slip-store.ts';
import type { LegStatus } from './use-slip-quote.ts';
import styles from './slip.module.css';

/** One pick of the slip: what it is, its price (and the price now when it moved), why it cannot be bet, remove. */
export function SlipPickRow({ pick, status }: { pick: SlipPick; status: LegStatus | undefined }) {
  const { t } = useTranslation(['sportsbook', 'errors']);
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const remove = useSlipStore((slip) => slip.remove);
  const now = status?.oddsMilli ?? null;
  const hasMoved = now !== null && now !== pick.oddsMilli;
  return (
    <li className={status?.reason ? `${styles.pick} ${styles.blocked}` : styles.pick}>
      <div className={styles.pickHead}>
        <span className={styles.pickLabel}>{pick.label}</span>
        <span className={styles.pickOdds}>{oddsText(pick.oddsMilli, format)}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('slip.remove', { label: pick.label })}
          onClick={() => remove(pick.eventId, pick.marketKey, pick.selectionKey)}
        >
          ×
        </button>
      </div>
      <span className={styles.pickMarket}>{pick.marketLabel}</span>
      <span className={styles.pickEvent}>{pick.eventName}</span>
      {hasMoved ? (
        <span className={now > pick.oddsMilli ? styles.up : styles.down}>
          {t('slip.priceNow', { odds: oddsText(now, format) })}
        </span>
      ) : null}
      {status?.reason ? (
        <span className={styles.reason} role="alert">
          {t(`errors:error.${status.reason}`, { defaultValue: t('slip.unavailable') })}
        </span>
      ) : null}
    </li>
  );
}
