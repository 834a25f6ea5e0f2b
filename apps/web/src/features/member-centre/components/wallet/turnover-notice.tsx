import { useTranslation } from 'react-i18next';
import { useTurnover } from '../../api/turnover.ts';
import { useLocalized } from '../../../../lib/localized-text.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import styles from './turnover-notice.module.css';

/**
 * The bonus turnover still to play before a withdrawal is accepted, with its progress. Shows
 * nothing when no requirement is open; the server refuses the withdrawal either way.
 */
export function TurnoverNotice() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const localized = useLocalized();
  const { data } = useTurnover();
  if (!data || data.open.length === 0) return null;
  const ratio = Number(data.required) > 0 ? Math.min(1, Number(data.progress) / Number(data.required)) : 1;
  const title = (text: Record<string, string> | null) => (text ? localized(text) : t('turnover.bonus'));
  return (
    <section className={styles.notice} role="status" data-testid="turnover-notice" aria-labelledby="turnover-title">
      <h3 id="turnover-title" className={styles.title}>
        {t('turnover.title')}
      </h3>
      <p className={styles.text}>
        {t('turnover.remainingLead')} <strong data-testid="turnover-remaining">{money(data.remaining)}</strong>{' '}
        {t('turnover.remainingTail')}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('turnover.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <div className={styles.fill} style={{ width: `${ratio * 100}%` }} />
      </div>
      <p className={styles.numbers} data-testid="turnover-progress">
        {money(data.progress)} / {money(data.required)}
      </p>
      <ul className={styles.list}>
        {data.open.map((row) => (
          <li key={row.id}>
            {title(row.title)}: {money(row.progress)} / {money(row.required)}
          </li>
        ))}
      </ul>
    </section>
  );
}
