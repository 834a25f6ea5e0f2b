import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import styles from './lottery.module.css';

const MARKS: Record<LotteryGame['kind'], string> = { VN: 'XS', KENO: 'K', FIVE_D: '5D', THREE_D: '3D', FOUR_D: '4D' };

/** The round mark of a game family, drawn in CSS so a card never waits for an image. */
export function GameBadge({ kind, variant }: { kind: LotteryGame['kind']; variant: string | null }) {
  return (
    <span className={`${styles.badge} ${styles[`badge${kind}`] ?? ''}`} aria-hidden="true">
      {MARKS[kind]}
      {kind === 'VN' && variant ? <small>{variant}</small> : null}
    </span>
  );
}
