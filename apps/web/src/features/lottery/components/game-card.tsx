import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import type { LivePhase } from '../utils/draw-phase.ts';
import { gamePath } from '../utils/lottery-paths.ts';
import { DrawCountdown } from './draw-countdown.tsx';
import { GameBadge } from './game-badge.tsx';
import { ResultBalls } from './result-balls.tsx';
import styles from './lottery.module.css';

export type MenuGame = LotteryGame & { nextDraw: LotteryDraw | null; lastDraw: LotteryDraw | null };

/**
 * A lobby card: the game, its next draw's countdown and its last result; the whole card opens the game, and its
 * text (the game's name first) is the link's name, so a name never hides what the card shows.
 */
export function GameCard({ game, onPhaseChange }: { game: MenuGame; onPhaseChange?: (phase: LivePhase) => void }) {
  const { t } = useTranslation('lottery');
  const isMaintenance = game.status !== 'ACTIVE';
  return (
    <SafeLink
      to={gamePath(game)}
      className={`${styles.card} ${isMaintenance ? styles.cardOff : ''}`}
      data-testid="lottery-game-card"
    >
      <div className={styles.cardHead}>
        <GameBadge kind={game.kind} variant={game.variant} />
        <div className={styles.cardTitleBox}>
          <h3 className={styles.cardTitle}>{game.labelName}</h3>
          <p className={styles.cardMeta}>{cadenceText(t, game)}</p>
        </div>
        {isMaintenance ? <span className={styles.tagWarn}>{t('status.MAINTENANCE')}</span> : null}
      </div>
      <div className={styles.cardRow}>
        <span className={styles.cardRowLabel}>
          {game.nextDraw ? t('card.nextDraw', { drawKey: game.nextDraw.drawKey }) : t('card.noDraw')}
        </span>
        <DrawCountdown draw={game.nextDraw} onPhaseChange={onPhaseChange} />
      </div>
      <div className={styles.cardResult}>
        <span className={styles.cardRowLabel}>
          {game.lastDraw ? t('card.lastDraw', { drawKey: game.lastDraw.drawKey }) : t('card.noResult')}
        </span>
        {game.lastDraw ? <ResultBalls kind={game.kind} result={game.lastDraw.result} compact /> : null}
      </div>
      <span className={styles.cardAction}>{t('card.play')}</span>
    </SafeLink>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function cadenceText(t: Translate, game: Pick<LotteryGame, 'intervalMinutes' | 'kind'>): string {
  if (game.intervalMinutes) return t('cadence.minutes', { count: game.intervalMinutes });
  return game.kind === 'FOUR_D' ? t('cadence.fourD') : t('cadence.daily');
}
