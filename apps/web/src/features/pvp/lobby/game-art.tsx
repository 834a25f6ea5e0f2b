import type { PvpGame } from '@lucky/contracts/pvp/pvp-schemas';
import { parseCardCode } from '../cards/card-codes.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import styles from './lobby.module.css';

/** A hand each game is known by, fanned like cards held: pocket aces, the Tiến Lên four 2s, a Niu-Niu bull-bull. */
const SIGNATURE_HANDS: Record<PvpGame, string[]> = {
  HOLDEM: ['As', 'Ah'],
  TIENLEN: ['2s', '2c', '2d', '2h'],
  NIUNIU: ['Kh', 'Qs', '3d', '7c', 'Jd'],
};

export function GameArt({ game }: { game: PvpGame }) {
  const cards = SIGNATURE_HANDS[game];
  const middle = (cards.length - 1) / 2;
  return (
    <div className={styles.fan} aria-hidden="true">
      {cards.map((code, index) => (
        <span key={code} className={styles.fanCard} style={{ transform: `rotate(${(index - middle) * 12}deg)` }}>
          <PlayingCard card={parseCardCode(code)} width={36} />
        </span>
      ))}
    </div>
  );
}
