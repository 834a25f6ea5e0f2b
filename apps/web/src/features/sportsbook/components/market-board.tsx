import type { SportEvent, SportMarket } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { groupMarkets, handicapText, isGridMarket, MARKET_ORDER } from '../utils/market-labels.ts';
import { PriceButton } from './price-button.tsx';
import styles from './event-view.module.css';

type BoardEvent = Pick<SportEvent, 'eventId' | 'sport' | 'participants' | 'isBettable'>;

/** One line of a market group: the line's figure (when the type has lines) and its selections' prices. */
function MarketLine({ event, market, hasLines }: { event: BoardEvent; market: SportMarket; hasLines: boolean }) {
  const { t } = useTranslation('sportsbook');
  return (
    <div className={market.suspended ? `${styles.line} ${styles.suspended}` : styles.line}>
      {hasLines ? (
        <span className={styles.lineFigure}>
          {market.type.endsWith('HCP') || market.type === 'FT_AH' ? handicapText(market.line ?? 0) : market.line}
        </span>
      ) : null}
      <div className={isGridMarket(market.type) ? styles.grid : styles.prices}>
        {market.selections.map((selection) => (
          <PriceButton key={selection.key} event={event} market={market} selection={selection} />
        ))}
      </div>
      {market.suspended ? <span className={styles.suspendedNote}>{t('event.suspended')}</span> : null}
    </div>
  );
}

/**
 * Every market of the event grouped by type in the contract's order (1X2, double chance, handicap lines, totals,
 * correct score …), each line a row; a suspended market stays on the board, locked.
 */
export function MarketBoard({ event, markets }: { event: BoardEvent; markets: SportMarket[] }) {
  const { t } = useTranslation('sportsbook');
  const groups = groupMarkets(markets, MARKET_ORDER);
  if (groups.length === 0) return <p className={styles.quiet}>{t('event.noMarkets')}</p>;
  return (
    <div className={styles.board}>
      {groups.map((group) => {
        const hasLines = group.markets.some((market) => market.line !== null);
        return (
          <section key={group.type} className={styles.group} aria-label={t(`market.${group.type}`)}>
            <h3 className={styles.groupTitle}>{t(`market.${group.type}`)}</h3>
            {group.markets.map((market) => (
              <MarketLine key={market.key} event={event} market={market} hasLines={hasLines} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
