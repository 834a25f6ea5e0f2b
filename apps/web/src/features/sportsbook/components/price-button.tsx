import type { SportEvent, SportMarket } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { usePriceFlash } from '../hooks/use-price-flash.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { pickId, useSlipStore } from '../slip/slip-store.ts';
import { marketLabel, selectionLabel } from '../utils/market-labels.ts';
import { oddsText } from '@lucky/contracts/sportsbook/odds-format';
import styles from './board.module.css';

/** A padlock drawn in SVG: the emoji is missing from the fonts of many desktops. */
function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 12 14" aria-hidden="true" focusable="false">
      <path d="M3 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

type PriceButtonProps = {
  event: Pick<SportEvent, 'eventId' | 'sport' | 'participants' | 'isBettable'>;
  market: SportMarket;
  selection: SportMarket['selections'][number];
  /** A short caption above the price (the board's column shows it once instead). */
  caption?: string;
};

/**
 * One selection's price: a toggle that puts the pick on the slip or takes it off. Locked (and saying so to a screen
 * reader) while the market is suspended, the selection is not offered or the event takes no bets; a moved price
 * flashes green up or red down.
 */
export function PriceButton({ event, market, selection, caption }: PriceButtonProps) {
  const { t } = useTranslation('sportsbook');
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const id = pickId({ eventId: event.eventId, marketKey: market.key, selectionKey: selection.key });
  const isPicked = useSlipStore((slip) => slip.picks.some((pick) => pickId(pick) === id));
  const toggle = useSlipStore((slip) => slip.toggle);
  const move = usePriceFlash(selection.oddsMilli);
  const label = selectionLabel(t, event, market, selection.key);
  const isLocked = market.suspended || selection.oddsMilli === null || !event.isBettable;
  const price = selection.oddsMilli;
  const captionIsShort = caption !== undefined && caption !== label;
  const classes = [
    styles.price,
    isPicked ? styles.picked : '',
    move && !isLocked ? styles[move] : '',
    isLocked ? styles.locked : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={isPicked}
      disabled={isLocked && !isPicked}
      title={label}
      onClick={() => {
        if (price === null) return;
        toggle({
          eventId: event.eventId,
          sport: event.sport,
          eventName: `${event.participants[0].name} – ${event.participants[1].name}`,
          marketKey: market.key,
          selectionKey: selection.key,
          label,
          marketLabel: marketLabel(t, market),
          oddsMilli: price,
        });
      }}
    >
      {move && !isLocked ? (
        <span aria-hidden="true" className={styles.arrow}>
          {move === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
      {/* The name is the selection and its price (or why it is locked); a short caption (the board's column names
          the line once) or the padlock stands in for it on screen. */}
      <span className={styles.priceCaption} aria-hidden={captionIsShort || isLocked || undefined}>
        {caption ?? label}
      </span>
      {captionIsShort || isLocked ? (
        <span className="visually-hidden">{isLocked ? t('board.lockedPick', { label }) : label}</span>
      ) : null}{' '}
      <span className={styles.priceValue}>{isLocked || price === null ? <LockIcon /> : oddsText(price, format)}</span>
    </button>
  );
}
