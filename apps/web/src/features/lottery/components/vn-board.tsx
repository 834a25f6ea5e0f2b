import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

/**
 * The Vietnamese results board, prize by prize: one column per station (MN and MT draw several at once), the
 * special prize's last two digits (đề) and every number's lô ending picked out as the papers print them.
 */
export function VnBoard({ draws, highlight }: { draws: readonly LotteryDraw[]; highlight?: ReadonlySet<string> }) {
  const { t } = useTranslation('lottery');
  const boards = draws.filter((draw) => draw.result?.board);
  if (boards.length === 0) return <p className={styles.pending}>{t('result.pending')}</p>;
  const prizes = boards[0]!.result!.board!.map((row) => row.prize);
  return (
    <div className={styles.wrap}>
      <table className={styles.board} data-testid="vn-board">
        <thead>
          <tr>
            <th scope="col" className={styles.prizeHead}>
              {t('board.prize')}
            </th>
            {boards.map((draw) => (
              <th key={draw.drawId} scope="col">
                {draw.stationName ?? draw.drawKey}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr
              key={prize}
              className={
                prize === 'special'
                  ? styles.specialRow
                  : isTwoDigitPrize(boards[0]!, prize)
                    ? styles.smallRow
                    : undefined
              }
            >
              <th scope="row" className={styles.prizeName}>
                {t(`prize.${prize}`)}
              </th>
              {boards.map((draw) => {
                const numbers = draw.result!.board!.find((row) => row.prize === prize)?.numbers ?? [];
                return (
                  <td key={draw.drawId}>
                    <div className={styles.numbers}>
                      {numbers.map((number, index) => (
                        <span
                          key={index}
                          className={
                            highlight?.has(number.slice(-2)) ? `${styles.number} ${styles.hit}` : styles.number
                          }
                        >
                          {number.slice(0, -2)}
                          <strong>{number.slice(-2)}</strong>
                        </span>
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The 2-digit prize (G7 in MB, G8 in MN and MT) is the đề đầu row, shown in colour like the special prize. */
const isTwoDigitPrize = (draw: LotteryDraw, prize: string): boolean =>
  draw.result?.board?.find((row) => row.prize === prize)?.numbers[0]?.length === 2;
