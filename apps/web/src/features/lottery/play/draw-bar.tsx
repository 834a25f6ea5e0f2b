import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryKeys } from '../api/lottery-keys.ts';
import { DrawCountdown } from '../components/draw-countdown.tsx';
import { cadenceText } from '../components/game-card.tsx';
import { GameBadge } from '../components/game-badge.tsx';
import { ResultBalls } from '../components/result-balls.tsx';
import { useDrawClock } from '../hooks/use-draw-clock.ts';
import type { LivePhase } from '../utils/draw-phase.ts';
import styles from './play.module.css';

type Props = {
  game: LotteryGame;
  draws: readonly LotteryDraw[];
  draw: LotteryDraw | null;
  onSelectDraw: (drawId: number) => void;
  lastDraw: LotteryDraw | null;
  onVerify: (drawId: number) => void;
  titleLevel?: 'h1' | 'h2';
};

/**
 * The game's head: the draw on sale (a tab per station when a region draws several), the countdown to stop-sale,
 * and the last result with its proof. It refetches the game when the draw's phase moves on, and every 5 s while a
 * closed draw waits for its numbers, so the next draw shows up even without the push channel.
 */
export function DrawBar({ game, draws, draw, onSelectDraw, lastDraw, onVerify, titleLevel = 'h1' }: Props) {
  const Title = titleLevel;
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const refresh = (phase: LivePhase) => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.gameOf(game.gameCode) });
      if (phase === 'AWAITING' || phase === 'DRAWN')
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.openedOf(game.gameCode) });
    }, 800);
  };
  const { phase } = useDrawClock(draw);
  const isWaiting = phase === 'AWAITING' || !draw;
  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.gameOf(game.gameCode) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.openedOf(game.gameCode) });
    }, 5000);
    return () => clearInterval(timer);
  }, [isWaiting, game.gameCode, queryClient]);

  return (
    <section className={styles.drawBar} aria-label={t('play.drawBar')}>
      <div className={styles.gameId}>
        <GameBadge kind={game.kind} variant={game.variant} />
        <div>
          <Title className={styles.gameTitle}>{game.labelName}</Title>
          <p className={styles.gameMeta}>{cadenceText(t, game)}</p>
        </div>
      </div>
      <div className={styles.current}>
        {draws.length > 1 ? (
          <div className={styles.stations} role="tablist" aria-label={t('play.stations')}>
            {draws.map((item) => (
              <button
                key={item.drawId}
                type="button"
                role="tab"
                aria-selected={item.drawId === draw?.drawId}
                className={`${styles.station} ${item.drawId === draw?.drawId ? styles.stationOn : ''}`}
                onClick={() => onSelectDraw(item.drawId)}
              >
                {item.stationName ?? item.drawKey}
              </button>
            ))}
          </div>
        ) : null}
        <span className={styles.drawKey} data-testid="current-draw">
          {draw ? t('play.drawNo', { drawKey: draw.drawKey }) : t('play.noDraw')}
          {draw?.stationName && draws.length === 1 ? ` · ${draw.stationName}` : ''}
        </span>
        <DrawCountdown draw={draw} size="lg" onPhaseChange={refresh} />
      </div>
      <div className={styles.last}>
        <span className={styles.lastLabel}>
          {lastDraw ? t('play.lastDraw', { drawKey: lastDraw.drawKey }) : t('card.noResult')}
        </span>
        {lastDraw ? <ResultBalls kind={game.kind} result={lastDraw.result} compact={game.kind === 'KENO'} /> : null}
        {lastDraw?.seed ? (
          <button type="button" className={styles.verifyLink} onClick={() => onVerify(lastDraw.drawId)}>
            {t('verify.link')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
