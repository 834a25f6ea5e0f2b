import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { isLoss, useMoney } from '../../../lib/use-money.ts';
import { parseCardCode } from '../cards/card-codes.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { resultOfShownHand } from '../table/snapshot-model.ts';
import styles from '../table/table-page.module.css';
import { tienlenPartOf } from './tienlen-model.ts';
import tienlen from './tienlen.module.css';

/**
 * The middle of a Tiến Lên table: the combination to beat and who played it (or who leads a new round); once the
 * game is over, the winner, what each loser pays and the rake.
 */
export function TienLenCentre({ snapshot }: { snapshot: PvpTableSnapshot }) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const hand = snapshot.hand;
  const part = tienlenPartOf(snapshot);
  if (!hand || !part) return null;
  if (hand.status === 'CANCELLED') return <p className={styles.outcome}>{t('table.cancelled')}</p>;
  const nameOf = (seatNo: number | null) => snapshot.seats.find((seat) => seat.seatNo === seatNo)?.nickname ?? '';
  const result = resultOfShownHand(snapshot);
  const settled = result?.tienlen;
  if (result && settled) {
    const instantWin = settled.instantWin;
    return (
      <div className={styles.outcome} role="status">
        <p>
          {instantWin
            ? t('tienlen.instant', { name: nameOf(settled.winnerSeat), hand: t(`tienlen.instantWin.${instantWin}`) })
            : t('tienlen.winner', { name: nameOf(settled.winnerSeat) })}
        </p>
        {settled.seats
          .filter((seat) => isLoss(seat.net))
          .map((seat) => (
            <p key={seat.seatNo}>
              {t('tienlen.pays', {
                name: nameOf(seat.seatNo),
                amount: money(seat.paid),
                count: seat.cardsLeft.length,
              })}
            </p>
          ))}
        {/[1-9]/.test(result.rake) ? (
          <p className={styles.rakeLine}>{t('table.rake', { amount: money(result.rake) })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.outcome} role="status">
      {part.table ? (
        <>
          <p>
            {t('tienlen.onTable', { name: nameOf(part.table.seatNo), combo: t(`tienlen.combo.${part.table.kind}`) })}
          </p>
          <div className={tienlen.tableCombo}>
            {part.table.cards.map((code) => (
              <PlayingCard key={code} card={parseCardCode(code)} width={40} />
            ))}
          </div>
        </>
      ) : (
        <p>{t('tienlen.lead', { name: nameOf(hand.toActSeat) })}</p>
      )}
      {part.mustInclude ? (
        <p className={styles.rakeLine}>{t('tienlen.mustInclude', { card: part.mustInclude })}</p>
      ) : null}
      <p className={styles.rakeLine}>{t('tienlen.unitStake', { amount: money(part.unitStake) })}</p>
    </div>
  );
}
