import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { MarketLiability, OpsSportEvent } from '../api/events.ts';
import own from '../ops-sportsbook.module.css';
import { formatFraction } from '../sports-format.ts';
import { useMarketNames } from './use-market-names.ts';

/** From this share of the cap a selection shows amber; at the cap red (the book refuses more on it). */
const WARNING_SHARE = 0.8;
const levelOf = (share: number) => (share >= 1 ? own.full : share >= WARNING_SHARE ? own.warning : own.normal);

type Props = {
  event: OpsSportEvent;
  markets: readonly MarketLiability[];
  /** Null when the event is over: nothing is left to suspend. */
  onSuspend: ((marketKey: string, suspended: boolean) => void) | null;
};

function ShareBar({ share }: { share: number }) {
  const { i18n } = useTranslation('opsSports');
  return (
    <div className={own.share}>
      <span className={own.bar} aria-hidden="true">
        <span
          className={`${own.fill} ${levelOf(share)}`}
          style={{ '--share': `${Math.min(1, share) * 100}%` } as CSSProperties}
        />
      </span>
      <span className={own.shareText}>{formatFraction(share, i18n.language)}</span>
    </div>
  );
}

/** Per market with bets (while the event runs; as betting closed after), each selection's stakes and what the book would pay if it won, against the market's cap. */
export function LiabilityTable({ event, markets, onSuspend }: Props) {
  const { t, i18n } = useTranslation('opsSports');
  const { marketName, selectionName } = useMarketNames();
  const heading = (
    <>
      <h4 className={own.heading}>{onSuspend ? t('liability.title') : t('liability.titleClosed')}</h4>
      {onSuspend ? null : <p className={styles.hint}>{t('liability.closedHint')}</p>}
    </>
  );
  if (markets.length === 0)
    return (
      <>
        {heading}
        <EmptyState title={t('liability.empty')} />
      </>
    );
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <>
      {heading}
      <div className={own.scroll}>
        <table className={styles.table} data-testid="sports-liability">
          <thead>
            <tr>
              <th>{t('liability.selection')}</th>
              <th className={styles.num}>{t('monitor.bets')}</th>
              <th className={styles.num}>{t('monitor.stake')}</th>
              <th className={styles.num}>{t('liability.liability')}</th>
              <th className={own.shareColumn}>{t('liability.share')}</th>
            </tr>
          </thead>
          {markets.map((market) => (
            <tbody key={market.marketKey} data-testid={`sports-market-${market.marketKey}`}>
              <tr className={own.marketRow}>
                <th colSpan={4} scope="rowgroup">
                  {marketName(market.marketKey)}
                  <span className={own.muted}>{t('liability.cap', { cap: money(market.cap) })}</span>
                  {market.suspended ? <span className={own.badge}>{t('liability.suspended')}</span> : null}
                </th>
                <td>
                  <div className={own.rowActions}>
                    {onSuspend ? (
                      <Button
                        size="sm"
                        variant={market.suspended ? 'secondary' : 'ghost'}
                        onClick={() => onSuspend(market.marketKey, !market.suspended)}
                        aria-label={`${market.suspended ? t('suspend.resume') : t('suspend.suspend')} · ${marketName(market.marketKey)}`}
                      >
                        {market.suspended ? t('suspend.resume') : t('suspend.suspend')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
              {market.selections.map((selection) => (
                <tr key={selection.selectionKey}>
                  <td>{selectionName(selection.selectionKey, event)}</td>
                  <td className={styles.num}>{selection.bets}</td>
                  <td className={styles.num}>{money(selection.stake)}</td>
                  <td className={styles.num}>{money(selection.liability)}</td>
                  <td>
                    <ShareBar share={selection.share} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
