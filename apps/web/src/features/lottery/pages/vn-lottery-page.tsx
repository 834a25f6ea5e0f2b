import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useLotteryMenu } from '../api/lottery-queries.ts';
import { LotteryHeading } from '../components/lottery-heading.tsx';
import { useLotteryLive } from '../live/use-lottery-live.ts';
import { GamePlay } from '../play/game-play.tsx';
import { VnResultsSection } from '../play/vn-results-section.tsx';
import { listMenuGames } from '../utils/menu-games.ts';
import styles from '../components/lottery.module.css';

const REGIONS = ['MB', 'MT', 'MN'] as const;

/** /vnlottery?region=MB: the three regions as tabs, the day's results board per station, and betting. */
export function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  useLotteryLive();
  const [params, setParams] = useSearchParams();
  const region = REGIONS.find((code) => code === params.get('region')?.toUpperCase()) ?? 'MB';
  const date = params.get('date');
  const { data } = useLotteryMenu('Lott');
  const game = listMenuGames(data).find((item) => item.kind === 'VN' && item.variant === region);
  const gameCode = game?.gameCode ?? `VN_${region}`;
  const select = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return (
    <div className={styles.page}>
      <LotteryHeading title={t('vn.title')} subtitle={t('vn.subtitle')} />
      <Tabs
        items={REGIONS.map((code) => ({ key: code, label: t(`vn.region.${code}`) }))}
        active={region}
        onChange={(code) => select({ region: code, date: null })}
        ariaLabel={t('vn.regions')}
      />
      <VnResultsSection
        gameCode={gameCode}
        timeZone={game?.timeZone ?? 'Asia/Ho_Chi_Minh'}
        date={date}
        onDate={(next) => select({ date: next })}
      />
      <GamePlay key={gameCode} gameCode={gameCode} titleLevel="h2" />
    </div>
  );
}
