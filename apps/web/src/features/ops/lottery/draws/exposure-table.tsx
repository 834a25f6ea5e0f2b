import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { formatShare } from '../lottery-format.ts';
import type { DrawExposure } from '../api/exposure.ts';
import own from '../ops-lottery.module.css';

const WARNING_SHARE = 0.8;

/** The server keys an exposure by bet type and number (`lo-2:07`); the bet type has its own column. */
const numberOf = (key: string, betType: string) =>
  key.startsWith(`${betType}:`) ? key.slice(betType.length + 1) : key;

const levelOf = (share: number) => (share >= 1 ? own.full : share >= WARNING_SHARE ? own.warning : own.normal);

/** Per key (a number, a combination), what a win would cost, highest first, and how much of its bet type's cap that uses. */
export function ExposureTable({ exposures }: { exposures: DrawExposure['exposures'] }) {
  const { t, i18n } = useTranslation('opsLottery');
  if (exposures.length === 0) return <EmptyState title={t('exposure.empty')} />;
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="lottery-exposure-table">
        <thead>
          <tr>
            <th>{t('exposure.key')}</th>
            <th>{t('exposure.betType')}</th>
            <th className={styles.num}>{t('exposure.amount')}</th>
            <th className={styles.num}>{t('exposure.cap')}</th>
            <th className={own.shareColumn}>{t('exposure.share')}</th>
          </tr>
        </thead>
        <tbody>
          {exposures.map((row) => (
            <tr key={`${row.betType}:${row.key}`}>
              <td>
                <code>{numberOf(row.key, row.betType)}</code>
              </td>
              <td>{row.betType}</td>
              <td className={styles.num}>{money(row.amount)}</td>
              <td className={styles.num}>{money(row.cap)}</td>
              <td>
                <div className={own.share}>
                  <span className={own.bar} aria-hidden="true">
                    <span
                      className={`${own.fill} ${levelOf(row.share)}`}
                      style={{ '--share': `${Math.min(1, row.share) * 100}%` } as CSSProperties}
                    />
                  </span>
                  <span className={own.shareText}>{formatShare(row.share, i18n.language)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
