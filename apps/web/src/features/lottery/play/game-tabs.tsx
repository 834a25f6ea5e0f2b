import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { HistoryTable } from '../history/history-table.tsx';
import { PopularNumbers } from '../history/popular-numbers.tsx';
import { MyBets } from '../member/my-bets.tsx';
import { MyChases } from '../member/my-chases.tsx';
import { TrendPanel } from '../trends/trend-panel.tsx';
import styles from './play.module.css';

const TABS = ['results', 'trends', 'popular', 'bets', 'chases'] as const;
type Tab = (typeof TABS)[number];

type Props = {
  game: LotteryGame;
  history: { draws: readonly LotteryDraw[] | undefined; isPending: boolean; error: unknown; refetch: () => void };
  onVerify: (drawId: number) => void;
};

/** Under the slip: results (last 100), trends, popular numbers, and the member's bets and chases. */
export function GameTabs({ game, history, onVerify }: Props) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<Tab>('results');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const needsLogin = (tab === 'bets' || tab === 'chases') && !isLoggedIn;
  const needsHistory = tab === 'results' || tab === 'trends';
  return (
    <section className={styles.tabs}>
      <Tabs
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={tab}
        onChange={(key) => setTab(key as Tab)}
        ariaLabel={t('tabs.label')}
      />
      <div className={styles.tabBody}>
        {needsLogin ? (
          <EmptyState
            title={t('bets.loginTitle')}
            action={<Button onClick={() => useModalStore.getState().show('login')}>{t('slip.loginToBet')}</Button>}
          />
        ) : needsHistory && history.isPending ? (
          <LoadingBlock />
        ) : needsHistory && history.error ? (
          <ErrorBlock error={history.error} onRetry={history.refetch} />
        ) : tab === 'results' ? (
          <HistoryTable kind={game.kind} draws={history.draws ?? []} onVerify={onVerify} />
        ) : tab === 'trends' ? (
          <TrendPanel kind={game.kind} draws={history.draws ?? []} />
        ) : tab === 'popular' ? (
          <PopularNumbers gameCode={game.gameCode} kind={game.kind} />
        ) : tab === 'bets' ? (
          <MyBets gameCode={game.gameCode} kind={game.kind} />
        ) : (
          <MyChases gameCode={game.gameCode} kind={game.kind} />
        )}
      </div>
    </section>
  );
}
