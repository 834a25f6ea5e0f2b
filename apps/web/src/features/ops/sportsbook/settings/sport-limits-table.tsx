import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { SportLimits, SportSettings } from '../api/settings.ts';
import own from '../ops-sportsbook.module.css';
import { formatFraction } from '../sports-format.ts';

type Props = {
  sport: SportSettings;
  /** The row open in the editor: null for the defaults, a market type, or undefined when none is. */
  editing: string | null | undefined;
  onEdit: (marketType: string | null) => void;
  onReset: (marketType: string) => void;
};

function LimitCells({ limits }: { limits: SportLimits }) {
  const { i18n } = useTranslation('opsSports');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <>
      <td className={styles.num}>{formatFraction(limits.margin, i18n.language)}</td>
      <td className={styles.num}>{money(limits.minStake)}</td>
      <td className={styles.num}>{money(limits.maxStake)}</td>
      <td className={styles.num}>{money(limits.maxPayout)}</td>
      <td className={styles.num}>{money(limits.liabilityCap)}</td>
    </>
  );
}

/** A sport's defaults, then each of its market types: its own row, or the defaults it follows until it has one. */
export function SportLimitsTable({ sport, editing, onEdit, onReset }: Props) {
  const { t } = useTranslation('opsSports');
  const sportName = t(`sport.${sport.sport}`);
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="sports-limits">
        <thead>
          <tr>
            <th>{t('limits.market')}</th>
            <th className={styles.num}>{t('limits.margin')}</th>
            <th className={styles.num}>{t('limits.minStake')}</th>
            <th className={styles.num}>{t('limits.maxStake')}</th>
            <th className={styles.num}>{t('limits.maxPayout')}</th>
            <th className={styles.num}>{t('limits.liabilityCap')}</th>
            <th>{t('limits.source')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <tr className={`${own.defaultsRow} ${editing === null ? own.selected : ''}`}>
            <td>{t('limits.defaults')}</td>
            <LimitCells limits={sport.defaults} />
            <td>
              <span className={own.muted}>{t('limits.sportDefaults')}</span>
            </td>
            <td>
              <div className={own.rowActions}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(null)}>
                  {t('limits.edit')}
                  <span className="visually-hidden"> · {`${sportName} · ${t('limits.defaults')}`}</span>
                </Button>
              </div>
            </td>
          </tr>
          {sport.markets.map((market) => {
            const name = t(`marketType.${market.marketType}`);
            return (
              <tr key={market.marketType} className={editing === market.marketType ? own.selected : undefined}>
                <td>
                  {name}
                  <span className={own.muted}>{market.marketType}</span>
                </td>
                <LimitCells limits={market} />
                <td>
                  {market.isOverride ? (
                    <span className={own.badge}>{t('limits.own')}</span>
                  ) : (
                    <span className={own.muted}>{t('limits.followsDefaults')}</span>
                  )}
                </td>
                <td>
                  <div className={own.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => onEdit(market.marketType)}>
                      {t('limits.edit')}
                      <span className="visually-hidden"> · {`${sportName} · ${name}`}</span>
                    </Button>
                    {market.isOverride ? (
                      <Button size="sm" variant="ghost" onClick={() => onReset(market.marketType)}>
                        {t('limits.reset')}
                        <span className="visually-hidden"> · {`${sportName} · ${name}`}</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
