import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

/** A 4D result: 1st, 2nd and 3rd prizes, then the ten starters and ten consolations. */
export function FourDBoard({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('lottery');
  const board = draw.result?.board ?? [];
  if (board.length === 0) return <p className={styles.pending}>{t('result.pending')}</p>;
  return (
    <div className={styles.fourD} data-testid="four-d-board">
      {board.map((row) => (
        <div key={row.prize} className={styles.fourDRow}>
          <span className={styles.prizeName}>{t(`prize.${row.prize}`)}</span>
          <div className={styles.numbers}>
            {row.numbers.map((number, index) => (
              <span key={index} className={row.numbers.length === 1 ? `${styles.number} ${styles.top}` : styles.number}>
                {number}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
