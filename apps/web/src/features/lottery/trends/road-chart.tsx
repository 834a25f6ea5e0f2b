import { useTranslation } from 'react-i18next';
import { buildRoad, longestRun } from './trend-math.ts';
import styles from './trends.module.css';

const ROWS = 6;

/** A bead road: a column per run of the same outcome (big/small or odd/even), oldest on the left. */
export function RoadChart<T extends string>({
  title,
  outcomes,
  labelOf,
}: {
  title: string;
  outcomes: readonly T[];
  labelOf: (value: T) => string;
}) {
  const { t } = useTranslation('lottery');
  const columns = buildRoad(outcomes, ROWS);
  const counts = outcomes.reduce<Record<string, number>>(
    (tally, outcome) => ({ ...tally, [outcome]: (tally[outcome] ?? 0) + 1 }),
    {},
  );
  const run = longestRun(outcomes);
  return (
    <figure className={styles.road}>
      <figcaption className={styles.roadTitle}>
        {title}
        <span className={styles.roadSummary}>
          {Object.entries(counts)
            .map(([value, count]) => `${labelOf(value as T)} ${count}`)
            .join(' · ')}
          {run.value ? ` · ${t('trends.longestRun', { label: labelOf(run.value), count: run.length })}` : ''}
        </span>
      </figcaption>
      <div className={styles.roadGrid} style={{ gridTemplateRows: `repeat(${ROWS}, 22px)` }}>
        {columns.map((column, index) =>
          column.map((outcome, row) => (
            <span
              key={`${index}-${row}`}
              className={`${styles.bead} ${styles[`bead${outcome}`] ?? ''}`}
              style={{ gridColumn: index + 1, gridRow: row + 1 }}
              title={labelOf(outcome)}
            >
              {labelOf(outcome).charAt(0)}
            </span>
          )),
        )}
      </div>
    </figure>
  );
}
