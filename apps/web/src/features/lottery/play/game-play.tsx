import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useGameDetail, useOpenedNumbers } from '../api/lottery-queries.ts';
import { LotteryError } from '../components/lottery-error.tsx';
import { GamePicker } from '../pickers/game-picker.tsx';
import { BetSlip } from '../slip/bet-slip.tsx';
import { useSlip } from '../slip/use-slip.ts';
import { serverNow } from '../utils/server-clock.ts';
import { phaseAt } from '../utils/draw-phase.ts';
import { VerifyDialog } from '../verify/verify-dialog.tsx';
import { DrawBar } from './draw-bar.tsx';
import { GameTabs } from './game-tabs.tsx';
import styles from './play.module.css';

/**
 * One game's betting screen: the draw on sale with its countdown, the family's picker beside the slip, and the
 * results, trends and member lists below. /lottery/play and /vnlottery both show it.
 */
export function GamePlay({ gameCode, titleLevel = 'h1' }: { gameCode: string; titleLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('lottery');
  const detail = useGameDetail(gameCode);
  const history = useOpenedNumbers(gameCode);
  const slip = useSlip();
  const [chosenDrawId, setChosenDrawId] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);

  if (detail.isPending) return <LoadingBlock />;
  if (detail.error && !detail.data) return <LotteryError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { game, betTypes, currentDraws, upcomingDraws } = detail.data!;
  const draw =
    currentDraws.find((item) => item.drawId === chosenDrawId) ??
    currentDraws.find((item) => phaseAt(item, serverNow()) === 'OPEN') ??
    currentDraws[0] ??
    null;
  const lastDraw = history.data?.draws.find((item) => item.result) ?? null;
  // A chase starts with the draw on sale, or with the next one once it has stopped selling.
  const firstChaseDraw = (draw && phaseAt(draw, serverNow()) === 'OPEN' ? draw : upcomingDraws[0]) ?? draw;

  return (
    <div className={styles.play} data-testid="game-play">
      <DrawBar
        titleLevel={titleLevel}
        game={game}
        draws={currentDraws}
        draw={draw}
        onSelectDraw={setChosenDrawId}
        lastDraw={lastDraw}
        onVerify={setVerifying}
      />
      {game.status !== 'ACTIVE' ? (
        <EmptyState title={t('play.maintenance')} hint={t('play.maintenanceHint')} />
      ) : (
        <div className={styles.columns}>
          <section className={styles.pickerBox} aria-label={t('play.picker')}>
            <GamePicker
              key={game.gameCode}
              kind={game.kind}
              betTypes={betTypes}
              onAdd={slip.add}
              isSlipFull={slip.isFull}
            />
            <p className={styles.note}>{t('play.liabilityNote')}</p>
          </section>
          <BetSlip
            game={game}
            slip={slip}
            draw={draw}
            canChase={currentDraws.length <= 1}
            firstChaseDrawKey={firstChaseDraw?.drawKey ?? null}
          />
        </div>
      )}
      <GameTabs
        game={game}
        history={{
          draws: history.data?.draws,
          isPending: history.isPending,
          error: history.error,
          refetch: () => void history.refetch(),
        }}
        onVerify={setVerifying}
      />
      {verifying !== null ? (
        <VerifyDialog drawId={verifying} kind={game.kind} onClose={() => setVerifying(null)} />
      ) : null}
    </div>
  );
}
