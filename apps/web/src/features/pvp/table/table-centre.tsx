import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { parseCardCode } from '../cards/card-codes.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { ChipStack } from '../chips/chip-stack.tsx';
import { NiuNiuCentre } from '../niuniu/niuniu-centre.tsx';
import { TienLenCentre } from '../tienlen/tienlen-centre.tsx';
import { resultOfShownHand } from './snapshot-model.ts';
import styles from './table-page.module.css';

const BOARD_SIZE = 5;

/** The five places of the board: the cards out so far (each deals in once), the rest as outlines. */
function Board({ board, handId, winning }: { board: readonly string[]; handId: string; winning: ReadonlySet<string> }) {
  const { t } = useTranslation('pvp');
  return (
    <div className={styles.board} role="group" aria-label={t('table.board')}>
      {Array.from({ length: BOARD_SIZE }, (_, index) => {
        const code = board[index];
        return code ? (
          <PlayingCard
            key={`${handId}:${code}`}
            card={parseCardCode(code)}
            dealOrder={index % 3}
            dealFrom={{ x: 0, y: -60 }}
            isHighlighted={winning.has(code)}
            isDimmed={winning.size > 0 && !winning.has(code)}
          />
        ) : (
          <span key={`slot-${index}`} className={styles.boardSlot} />
        );
      })}
    </div>
  );
}

/** What the end of a hand says in the middle: who won how much, or that it was cancelled and nothing moved. */
function HandOutcome({ snapshot }: { snapshot: PvpTableSnapshot }) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const result = resultOfShownHand(snapshot);
  if (snapshot.hand?.status === 'CANCELLED') return <p className={styles.outcome}>{t('table.cancelled')}</p>;
  if (!result) return null;
  const nameOf = (seatNo: number) => result.players.find((player) => player.seatNo === seatNo)?.nickname ?? '';
  const lines = result.pots.flatMap((pot) =>
    pot.winners.map((winner) => {
      const category = result.shown.find((entry) => entry.seatNo === winner.seatNo)?.category;
      return category
        ? t('table.wonWith', {
            name: nameOf(winner.seatNo),
            amount: money(winner.amount),
            hand: t(`handCategory.${category}`),
          })
        : t('table.won', { name: nameOf(winner.seatNo), amount: money(winner.amount) });
    }),
  );
  return (
    <div className={styles.outcome} role="status">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {/[1-9]/.test(result.rake) ? (
        <p className={styles.rakeLine}>{t('table.rake', { amount: money(result.rake) })}</p>
      ) : null}
    </div>
  );
}

/** The middle of the felt: board, pot, and between hands what the table is waiting for. */
export function TableCentre({ snapshot }: { snapshot: PvpTableSnapshot }) {
  const { t } = useTranslation('pvp');
  const hand = snapshot.hand;
  const seated = snapshot.seats.filter((seat) => seat.state !== 'EMPTY' && seat.state !== 'SITTING_OUT').length;
  if (!hand) {
    return <p className={styles.waiting}>{seated < 2 ? t('table.waitingForPlayers') : t('table.nextHand')}</p>;
  }
  const part = hand.part;
  if (part.game === 'NIUNIU') return <NiuNiuCentre snapshot={snapshot} />;
  if (part.game === 'TIENLEN') return <TienLenCentre snapshot={snapshot} />;
  // After a showdown the board cards of the winning hands stand out and the others step back.
  const result = resultOfShownHand(snapshot);
  const winners = new Set(result?.pots.flatMap((pot) => pot.winners.map((winner) => winner.seatNo)) ?? []);
  const winning = new Set(
    result?.shown.filter((entry) => winners.has(entry.seatNo)).flatMap((entry) => entry.bestFive),
  );
  return (
    // Pot and outcome above the board: below it the viewer's own cards reach into the middle of the felt.
    <>
      {hand.status === 'RUNNING' && part.game === 'HOLDEM' && /[1-9]/.test(part.potTotal) ? (
        <ChipStack amount={part.potTotal} label={t('table.pot')} />
      ) : null}
      <HandOutcome snapshot={snapshot} />
      {part.game === 'HOLDEM' ? <Board board={part.board} handId={hand.handId} winning={winning} /> : null}
    </>
  );
}
