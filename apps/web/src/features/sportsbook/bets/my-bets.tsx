import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { MyBetsState } from '../api/sportsbook-keys.ts';
import { useMySportBets } from '../api/sportsbook-queries.ts';
import { BetCard } from './bet-card.tsx';
import styles from './bets.module.css';

const STATES: readonly MyBetsState[] = ['open', 'settled', 'cashedOut', 'all'];

function BetList({ state }: { state: MyBetsState }) {
  const { t } = useTranslation('sportsbook');
  const [pageNo, setPageNo] = useState(1);
  const query = useMySportBets(state, pageNo);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const { list, totalPages } = query.data;
  if (list.length === 0) return <EmptyState title={t(`bets.empty.${state}`)} hint={t('bets.emptyHint')} />;
  return (
    <>
      <div className={styles.list}>
        {list.map((bet) => (
          <BetCard key={bet.betId} bet={bet} />
        ))}
      </div>
      <Pagination page={pageNo} totalPages={totalPages} onChange={setPageNo} />
    </>
  );
}

/** My bets: open, settled, cashed out or all, newest first; a visitor is asked to log in. */
export function MyBets() {
  const { t } = useTranslation('sportsbook');
  const [state, setState] = useState<MyBetsState>('open');
  const isLoggedIn = useSessionStore((session) => session.isLoggedIn);
  const showModal = useModalStore((modals) => modals.show);
  if (!isLoggedIn)
    return (
      <EmptyState
        title={t('bets.loginTitle')}
        hint={t('bets.loginHint')}
        action={<Button onClick={() => showModal('login')}>{t('slip.loginToBet')}</Button>}
      />
    );
  return (
    <section className={styles.panel} aria-label={t('tab.bets')}>
      <Tabs
        ariaLabel={t('tab.bets')}
        items={STATES.map((key) => ({ key, label: t(`bets.state.${key}`) }))}
        active={state}
        onChange={(key) => setState(key as MyBetsState)}
      />
      <BetList key={state} state={state} />
    </section>
  );
}
