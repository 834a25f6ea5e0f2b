import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { ChatPanel } from '../chat/chat-panel.tsx';
import { HandHistoryPanel } from '../history/hand-history-panel.tsx';
import { usePvpTable } from '../live/use-pvp-table.ts';
import type { TableState } from '../live/table-state.ts';
import { BuyInDialog } from '../table/buy-in-dialog.tsx';
import { FeltTable } from '../table/felt-table.tsx';
import { TableCentre } from '../table/table-centre.tsx';
import { SeedPanel } from '../verify/seed-panel.tsx';
import styles from '../table/table-page.module.css';
import { ActionArea } from './action-area.tsx';
import { TableNotices } from './table-notices.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import { useFeltModel } from './use-felt-model.ts';
import { useQuickSeat } from './use-quick-seat.ts';

type Dialog = { mode: 'sit'; seatNo: number } | { mode: 'topUp' } | null;

type PanelKey = 'history' | 'chat' | 'fairness';
type SidePanelProps = {
  state: TableState;
  onChat: Parameters<typeof ChatPanel>[0]['onSend'];
  onSeed: ((seed: string) => void) | null;
};

function SidePanel({ state, onChat, onSeed }: SidePanelProps) {
  const { t } = useTranslation('pvp');
  const [tab, setTab] = useState<PanelKey>('history');
  const snapshot = state.snapshot!;
  return (
    <aside className={styles.side}>
      <div className={styles.sideTabs}>
        <Tabs
          ariaLabel={t('table.panels')}
          items={[
            { key: 'history', label: t('history.title') },
            { key: 'chat', label: t('chat.title') },
            { key: 'fairness', label: t('seed.title') },
          ]}
          active={tab}
          onChange={(key) => setTab(key as PanelKey)}
        />
      </div>
      {tab === 'history' ? <HandHistoryPanel hands={snapshot.lastHands} viewerSeat={snapshot.viewerSeat} /> : null}
      {tab === 'chat' ? <ChatPanel lines={state.chat} onSend={onChat} freeChat={snapshot.freeChat} /> : null}
      {tab === 'fairness' ? <SeedPanel snapshot={snapshot} onSeed={onSeed} /> : null}
    </aside>
  );
}

function SeatedTable({ state, commands }: ReturnType<typeof usePvpTable>) {
  const snapshot = state.snapshot as PvpTableSnapshot;
  const [dialog, setDialog] = useState<Dialog>(null);
  const model = useFeltModel(state);
  useQuickSeat(snapshot, (seatNo) => setDialog({ mode: 'sit', seatNo }));
  const viewer = snapshot.seats.find((seat) => seat.isViewer);
  const isOpen = state.connection === 'open';
  const room = snapshot.room;
  return (
    <div className={styles.page}>
      <TableToolbar
        snapshot={snapshot}
        connection={state.connection}
        onTopUp={() => setDialog({ mode: 'topUp' })}
        onLeave={commands.leave}
        isLeaving={state.pending.some((entry) => entry.kind === 'leave')}
        onSitOut={commands.sitOut}
        onSitIn={commands.sitIn}
      />
      <TableNotices notices={state.notices} onDismiss={commands.dismiss} />
      <div className={styles.body}>
        <div className={styles.main}>
          <FeltTable
            model={model}

            onSit={isOpen && room.status === 'OPEN' ? (seatNo) => setDialog({ mode: 'sit', seatNo }) : undefined}
          >
            <TableCentre snapshot={snapshot} />
          </FeltTable>
          <ActionArea
            snapshot={snapshot}
            isWaiting={state.pending.some((entry) => entry.kind === 'action')}
            onAct={commands.act}
            onShow={commands.show}
            onPlay={commands.play}
            onPass={commands.pass}
          />
        </div>
        <SidePanel
          state={state}
          onChat={viewer && isOpen ? commands.chat : null}
          onSeed={viewer && isOpen ? commands.seed : null}
        />
      </div>
      {dialog ? (
        <BuyInDialog
          mode={dialog.mode}
          seatNo={dialog.mode === 'sit' ? dialog.seatNo : null}
          minBuyIn={room.minBuyIn}
          maxBuyIn={room.maxBuyIn}
          chips={viewer?.chips ?? '0'}
          step={room.bigBlind ?? room.ante ?? '1'}
          onClose={() => setDialog(null)}
          onConfirm={(amount) => {
            if (dialog.mode === 'sit') commands.sit(dialog.seatNo, amount);
            else commands.topUp(amount);
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** /pvp?roomId=N: one table over its socket; a visitor is asked to log in first (the socket needs a member). */
export function TablePage({ tableId }: { tableId: number }) {
  const { t } = useTranslation('pvp');
  const showModal = useModalStore((store) => store.show);
  const table = usePvpTable(tableId);
  const { connection, snapshot } = table.state;
  if (connection === 'unauthenticated')
    return (
      <div className={styles.page}>
        <h1 className={styles.visuallyHidden}>{t('lobby.title')}</h1>
        <EmptyState
          title={t('table.loginTitle')}
          hint={t('table.loginHint')}
          action={<Button onClick={() => showModal('login')}>{t('table.login')}</Button>}
        />
      </div>
    );
  if (connection === 'replaced') return <EmptyState title={t('table.replacedTitle')} hint={t('table.replacedHint')} />;
  if (!snapshot) return <TableNotFoundOrLoading state={table.state} />;
  return <SeatedTable {...table} />;
}

function TableNotFoundOrLoading({ state }: { state: TableState }) {
  const { t } = useTranslation(['pvp', 'errors']);
  const refusal = state.notices.find((notice) => notice.code.startsWith('pvp.table'));
  if (refusal) return <EmptyState title={t(`errors:error.${refusal.code}`, { defaultValue: refusal.message })} />;
  return (
    <div className={styles.loading}>
      <LoadingBlock />
      <p>{t(`connection.${state.connection}`)}</p>
    </div>
  );
}
