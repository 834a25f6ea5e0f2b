import type { SportEvent, SportMarket } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { marketLabel } from '../utils/market-labels.ts';
import { EventClock } from './event-clock.tsx';
import { hasScore, ScoreDetail } from './event-score.tsx';
import { PriceButton } from './price-button.tsx';
import styles from './board.module.css';

export type BoardEvent = SportEvent & { mainMarkets: SportMarket[]; marketCount: number };

/**
 * One event of the list: its moment (countdown or live phase), the two sides and the score, and its main markets as
 * price buttons; the name opens the event with every market.
 */
export function EventRow({ event, onOpen }: { event: BoardEvent; onOpen: (eventId: string) => void }) {
  const { t } = useTranslation('sportsbook');
  const [home, away] = event.participants;
  const isScored = hasScore(event);
  return (
    <li className={styles.eventRow}>
      <div className={styles.eventInfo}>
        <EventClock event={event} />
        <button type="button" className={styles.eventName} onClick={() => onOpen(event.eventId)}>
          <span className={styles.teamLine}>
            <span className={styles.side}>{home.name}</span>
            {isScored ? <span className={styles.teamScore}>{event.score.home}</span> : null}
          </span>
          <span className={styles.teamLine}>
            <span className={styles.side}>{away.name}</span>
            {isScored ? <span className={styles.teamScore}>{event.score.away}</span> : null}
          </span>
        </button>
        <span className={styles.eventMeta}>
          <ScoreDetail event={event} />
          {event.marketCount > event.mainMarkets.length ? (
            <button type="button" className={styles.moreMarkets} onClick={() => onOpen(event.eventId)}>
              {t('board.moreMarkets', { count: event.marketCount })}
            </button>
          ) : null}
        </span>
      </div>
      <div className={styles.mainMarkets}>
        {event.mainMarkets.length === 0 ? (
          <span className={styles.noMarkets}>{t('board.noMarkets')}</span>
        ) : (
          event.mainMarkets.map((market) => (
            <div key={market.key} className={styles.mainMarket} role="group" aria-label={marketLabel(t, market)}>
              <span className={styles.mainMarketTitle}>{marketLabel(t, market)}</span>
              <div className={styles.mainMarketPrices}>
                {market.selections.map((selection) => (
                  <PriceButton
                    key={selection.key}
                    event={event}
                    market={market}
                    selection={selection}
                    caption={
                      selection.key === 'OVER' || selection.key === 'UNDER' ? t(`caption.${selection.key}`) : undefined
                    }
                  />
                ))}
              </div>
            </div>
          ))
        )}
      </div>
    </li>
  );
}
