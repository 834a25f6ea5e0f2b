import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { DrawExposure } from '../api/exposure.ts';
import { useGameNames } from '../use-game-names.ts';
import { DrawPhase } from './draw-phase.tsx';

/** A draw's game, phase, time and totals, and why it was voided when it was. */
export function DrawFacts({ draw }: { draw: DrawExposure['draw'] }) {
  const { t, i18n } = useTranslation('opsLottery');
  const nameOf = useGameNames();
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <dl className={styles.facts}>
      <dt>{t('draws.game')}</dt>
      <dd>
        {nameOf(draw.gameCode)}
        {draw.stationName ? ` · ${draw.stationName}` : ''}
      </dd>
      <dt>{t('draws.phase')}</dt>
      <dd>
        <DrawPhase phase={draw.phase} />
      </dd>
      <dt>{t('draws.time')}</dt>
      <dd>{formatDateTime(draw.drawAt, i18n.language)}</dd>
      <dt>{t('draws.totals')}</dt>
      <dd>
        {t('draws.totalsLine', {
          bets: draw.bets,
          players: draw.players,
          stake: money(draw.stake),
          payout: money(draw.payout),
        })}
      </dd>
      {draw.voidReason ? (
        <>
          <dt>{t('void.reason')}</dt>
          <dd data-testid="lottery-void-reason">{draw.voidReason}</dd>
        </>
      ) : null}
    </dl>
  );
}
