import type { PvpHandResult } from '@lucky/contracts/pvp/pvp-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGain, isLoss, useSignedMoney, useMoney } from '../../../lib/use-money.ts';
import { parseCardCode } from '../cards/card-codes.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { VerifyDialog } from '../verify/verify-dialog.tsx';
import styles from './history.module.css';

function HandRow({
  result,
  viewerSeat,
  onVerify,
}: {
  result: PvpHandResult;
  viewerSeat: number | null;
  onVerify: () => void;
}) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const signed = useSignedMoney();
  const mine = result.players.find((player) => player.seatNo === viewerSeat);
  // Niu-Niu has no pots: its winners are the seats that came out ahead of (or as) the banker.
  const settledSeats = result.niuniu?.seats ?? result.tienlen?.seats;
  const winners = settledSeats
    ? settledSeats.filter((seat) => isGain(seat.net)).map((seat) => ({ seatNo: seat.seatNo, amount: seat.net }))
    : result.pots.flatMap((pot) => pot.winners);
  const nameOf = (seatNo: number) =>
    result.players.find((player) => player.seatNo === seatNo)?.nickname ?? `#${seatNo + 1}`;
  const handName = (seatNo: number) => {
    const niuniu = result.niuniu?.seats.find((seat) => seat.seatNo === seatNo);
    if (niuniu) return t(`niuniu.category.${niuniu.category}`);
    const category = result.shown.find((entry) => entry.seatNo === seatNo)?.category;
    return category ? t(`handCategory.${category}`) : null;
  };
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <span className={styles.handId}>#{result.handId}</span>
        {result.status === 'CANCELLED' ? <span className={styles.cancelled}>{t('history.cancelled')}</span> : null}
        {mine ? (
          <span className={isGain(mine.net) ? styles.gain : isLoss(mine.net) ? styles.loss : styles.even}>
            {signed(mine.net)}
          </span>
        ) : null}
      </div>
      {result.board.length > 0 ? (
        <div className={styles.board}>
          {result.board.map((code) => (
            <PlayingCard key={code} card={parseCardCode(code)} width={24} />
          ))}
        </div>
      ) : null}
      <ul className={styles.winners}>
        {winners.map((winner, index) => {
          const hand = handName(winner.seatNo);
          return (
            <li key={`${winner.seatNo}:${index}`}>
              {t('history.won', { name: nameOf(winner.seatNo), amount: money(winner.amount) })}
              {hand ? ` · ${hand}` : ''}
            </li>
          );
        })}
      </ul>
      <div className={styles.rowFoot}>
        <span>{t('history.rake', { amount: money(result.rake) })}</span>
        <button type="button" className={styles.verify} onClick={onVerify}>
          {t('history.verify')}
        </button>
      </div>
    </li>
  );
}

/** The last hands at this table, newest first: board, winners with their hand, the viewer's result, rake, verify. */
export function HandHistoryPanel({
  hands,
  viewerSeat,
}: {
  hands: readonly PvpHandResult[];
  viewerSeat: number | null;
}) {
  const { t } = useTranslation('pvp');
  const [verifying, setVerifying] = useState<PvpHandResult | null>(null);
  return (
    <section className={styles.panel} aria-label={t('history.title')}>
      {hands.length === 0 ? <p className={styles.empty}>{t('history.empty')}</p> : null}
      <ul className={styles.list}>
        {hands.map((result) => (
          <HandRow key={result.handId} result={result} viewerSeat={viewerSeat} onVerify={() => setVerifying(result)} />
        ))}
      </ul>
      {verifying ? <VerifyDialog result={verifying} onClose={() => setVerifying(null)} /> : null}
    </section>
  );
}
