import type { SportBet } from '@lucky/contracts/sportsbook/sportsbook-schemas';
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
import { useWatchedSportEvents } from '../live/use-sportsbook-live.ts';
import { BetCard } from './bet-card.tsx';
import { CashedOutContext, CashOutNotice, type CashedOut } from './cash-out-notice.tsx';
import styles from './bets.module.css';

const STATES: readonly MyBetsState[] = ['open', 'settled', 'cashedOut', 'all'];

/** The events an open bet still waits on: their end or settlement refetches my bets at once. */
const waitedEvents = (bets: readonly SportBet[]) =>
  bets.flatMap((bet) => bet.legs.filter((leg) => leg.outcome === 'OPEN').map((leg) => leg.eventId));

function BetList({ state }: { state: MyBetsState }) {
  const { t } = useTranslation('sportsbook');
  const [pageNo, setPageNo] = useState(1);
  const query = useMySportBets(state, pageNo);
  useWatchedSportEvents(state === 'open' || state === 'all' ? waitedEvents(query.data?.list ?? []) : []);
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
  const [cashedOut, setCashedOut] = useState<CashedOut | null>(null);
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
      {cashedOut ? <CashOutNotice done={cashedOut} onClose={() => setCashedOut(null)} /> : null}
      <Tabs
        ariaLabel={t('tab.bets')}
        items={STATES.map((key) => ({ key, label: t(`bets.state.${key}`) }))}
        active={state}
        onChange={(key) => setState(key as MyBetsState)}
      />
      <CashedOutContext.Provider value={setCashedOut}>
        <BetList key={state} state={state} />
      </CashedOutContext.Provider>
    </section>
  );
}
