import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberStat } from './trend-math.ts';
import styles from './trends.module.css';

/**
 * Frequency and missing count of each value. Ten digits (or 28 sums) read best as bars; Keno's 80 and the 100 lô
 * numbers as a heat grid, ten to a row, each cell with its count and the draws since it last came out.
 */
export function FrequencyChart({ stats, label }: { stats: readonly NumberStat[]; label: string }) {
  const { t } = useTranslation('lottery');
  const top = Math.max(1, ...stats.map((stat) => stat.count));
  if (stats.length <= 30) {
    return (
      <div className={styles.bars} role="img" aria-label={label}>
        {stats.map((stat) => (
          <div
            key={stat.value}
            className={styles.barColumn}
            title={t('trends.cellTitle', { value: stat.value, count: stat.count, missing: stat.missing })}
          >
            <span className={styles.barCount}>{stat.count}</span>
            <div className={styles.barTrack}>
              <div className={styles.bar} style={{ height: `${(stat.count / top) * 100}%` }} />
            </div>
            <span className={styles.barValue}>{stat.value}</span>
            <span className={styles.barMissing}>{stat.missing}</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.heat} role="table" aria-label={label}>
      {stats.map((stat) => (
        <div
          key={stat.value}
          role="cell"
          className={styles.heatCell}
          style={{ '--heat': (stat.count / top).toFixed(2) } as CSSProperties}
          title={t('trends.cellTitle', { value: stat.value, count: stat.count, missing: stat.missing })}
        >
          <strong>{stat.value}</strong>
          <span>{stat.count}</span>
          <small>{stat.missing}</small>
        </div>
      ))}
    </div>
  );
}
