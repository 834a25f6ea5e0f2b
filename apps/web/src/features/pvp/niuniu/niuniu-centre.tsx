import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { resultOfShownHand } from '../table/snapshot-model.ts';
import styles from '../table/table-page.module.css';
import { niuniuPartOf, stillLooking } from './niuniu-model.ts';

/**
 * The middle of a Niu-Niu table: while the players look at their cards, the stake and who has not shown yet; once
 * the hand is settled, the banker's hand and each player's result against it, and the rake.
 */
export function NiuNiuCentre({ snapshot }: { snapshot: PvpTableSnapshot }) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const signed = useSignedMoney();
  const hand = snapshot.hand;
  const part = niuniuPartOf(snapshot);
  if (!hand || !part) return null;
  if (hand.status === 'CANCELLED') return <p className={styles.outcome}>{t('table.cancelled')}</p>;
  const result = resultOfShownHand(snapshot);
  const niuniu = result?.niuniu;
  if (!result || !niuniu) {
    const looking = stillLooking(snapshot);
    return (
      <div className={styles.outcome} role="status">
        <p>{t('niuniu.stake', { amount: money(part.stake) })}</p>
        {looking.length > 0 ? (
          <p className={styles.rakeLine}>{t('niuniu.waitingFor', { names: looking.join(', ') })}</p>
        ) : null}
      </div>
    );
  }
  const nameOf = (seatNo: number) => result.players.find((player) => player.seatNo === seatNo)?.nickname ?? '';
  const handName = (category: string) => t(`niuniu.category.${category}`);
  const banker = niuniu.seats.find((seat) => seat.isBanker);
  const players = niuniu.seats.filter((seat) => !seat.isBanker);
  return (
    <div className={styles.outcome} role="status">
      {banker ? (
        <p>
          {t('niuniu.bankerLine', {
            name: nameOf(banker.seatNo),
            hand: handName(banker.category),
            net: signed(banker.net),
          })}
        </p>
      ) : null}
      {players.map((seat) => (
        <p key={seat.seatNo}>
          {seat.beatsBanker
            ? t('niuniu.beatsBanker', {
                name: nameOf(seat.seatNo),
                hand: handName(seat.category),
                multiplier: seat.multiplier,
                net: signed(seat.net),
              })
            : t('niuniu.losesToBanker', {
                name: nameOf(seat.seatNo),
                hand: handName(seat.category),
                net: signed(seat.net),
              })}
        </p>
      ))}
      {niuniu.bankerCovered ? null : <p className={styles.rakeLine}>{t('niuniu.bankerShort')}</p>}
      {/[1-9]/.test(result.rake) ? (
        <p className={styles.rakeLine}>{t('table.rake', { amount: money(result.rake) })}</p>
      ) : null}
    </div>
  );
}
