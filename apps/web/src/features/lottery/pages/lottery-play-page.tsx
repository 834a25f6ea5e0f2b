import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { useLotteryLive } from '../live/use-lottery-live.ts';
import { GamePlay } from '../play/game-play.tsx';
import { LOBBY_PATH } from '../utils/lottery-paths.ts';
import styles from '../components/lottery.module.css';

const GAME_CODE = /^[A-Z0-9_]{2,32}$/;

/** /lottery/play?game=KENO_1M: one game's betting page (also what a lottery launch answers). */
export function LotteryPlayPage() {
  const { t } = useTranslation('lottery');
  useLotteryLive();
  const [params] = useSearchParams();
  const navigate = useSafeNavigate();
  const gameCode = (params.get('game') ?? params.get('gameCode') ?? '').toUpperCase();
  if (!GAME_CODE.test(gameCode)) {
    return (
      <EmptyState
        title={t('play.noGame')}
        action={<Button onClick={() => navigate(LOBBY_PATH)}>{t('play.toLobby')}</Button>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <GamePlay key={gameCode} gameCode={gameCode} />
    </div>
  );
}
