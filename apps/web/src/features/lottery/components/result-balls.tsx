import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

type Result = NonNullable<LotteryDraw['result']>;

const boardNumber = (result: Result, prize: string): string | undefined =>
  result.board?.find((row) => row.prize === prize)?.numbers[0];

/** A drawn result in a line: Keno's 20 balls, the digits of 5D and 3D with their sum, 4D's top three, VN's special prize. */
export function ResultBalls({
  kind,
  result,
  compact = false,
}: {
  kind: LotteryGame['kind'];
  result: Result | null | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation('lottery');
  if (!result || result.numbers.length === 0)
    return <span className={styles.countdownMuted}>{t('result.pending')}</span>;
  if (kind === 'VN') {
    const special = boardNumber(result, 'special') ?? result.numbers[0] ?? '';
    return (
      <span className={styles.resultLine} data-testid="result-balls">
        <span className={styles.resultTag}>{t('prize.special')}</span>
        <span className={styles.specialNumber}>
          {special.slice(0, -2)}
          <strong>{special.slice(-2)}</strong>
        </span>
      </span>
    );
  }
  if (kind === 'FOUR_D') {
    const top = result.numbers.slice(0, 3);
    return (
      <span className={styles.resultLine} data-testid="result-balls">
        {top.map((number, index) => (
          <span key={index} className={styles.fourDChip}>
            <span className={styles.resultTag}>{t(`prize.${['first', 'second', 'third'][index]}`)}</span>
            {number}
          </span>
        ))}
      </span>
    );
  }
  const sum =
    kind === 'KENO' || kind === 'FIVE_D' || kind === 'THREE_D'
      ? result.numbers.reduce((total, n) => total + Number(n), 0)
      : null;
  return (
    <span className={`${styles.resultLine} ${kind === 'KENO' ? styles.kenoLine : ''}`} data-testid="result-balls">
      {result.numbers.map((number, index) => (
        <span key={index} className={`${styles.ball} ${compact || kind === 'KENO' ? styles.ballSmall : ''}`}>
          {number}
        </span>
      ))}
      {sum !== null && !compact ? <span className={styles.sumTag}>{t('result.sum', { sum })}</span> : null}
    </span>
  );
}
