import { useLocation } from 'react-router';
import { ElottPage } from './elott-page.tsx';
import { LotteryLobbyPage } from './lottery-lobby-page.tsx';
import { LotteryPlayPage } from './lottery-play-page.tsx';
import { LotteryVerifyPage } from './lottery-verify-page.tsx';
import { VnLotteryPage } from './vn-lottery-page.tsx';

/**
 * The one lazy page behind every lottery route (/lottery, /vnlottery, /elott, /lottery/play, /lottery/verify): the
 * whole feature is a single chunk, loaded only when a lottery route is opened, and moving between its pages loads
 * nothing more.
 */
export function LotteryRoutePage() {
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  switch (path) {
    case '/vnlottery':
      return <VnLotteryPage />;
    case '/elott':
      return <ElottPage />;
    case '/lottery/play':
      return <LotteryPlayPage />;
    case '/lottery/verify':
      return <LotteryVerifyPage />;
    default:
      return <LotteryLobbyPage />;
  }
}
