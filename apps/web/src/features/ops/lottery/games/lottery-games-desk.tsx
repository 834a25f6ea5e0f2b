import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import styles from '../../ops.module.css';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useOpsLotteryGames, useUpdateLotteryGame } from '../api/games.ts';
import { GameDetail } from './game-detail.tsx';
import { LotteryGamesTable } from './lottery-games-table.tsx';
import { SavedLine } from '../saved-line.tsx';
import type { PendingChange } from './pending-change.ts';

type Saved = { text: string; isInDetail: boolean };

/** The games: status and stop-sale in the table; limits and odds of one game in its detail panel. Every save is confirmed first. */
export function LotteryGamesDesk() {
  const { t } = useTranslation('opsLottery');
  const describeError = useErrorMessage();
  const games = useOpsLotteryGames();
  const update = useUpdateLotteryGame();
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState<(PendingChange & { isInDetail: boolean }) | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) detailRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [selected]);
  /** Bumped by each save: the editors start again from what the server now holds. */
  const [version, setVersion] = useState(0);

  const propose = (isInDetail: boolean) => (change: PendingChange) => {
    update.reset();
    setSaved(null);
    setPending({ ...change, isInDetail });
  };
  const confirm = () => {
    if (!pending) return;
    update.mutate(pending.body, {
      onSuccess: () => {
        setSaved({ text: pending.saved, isInDetail: pending.isInDetail });
        setPending(null);
        setVersion((value) => value + 1);
      },
    });
  };

  if (games.isPending) return <Spinner size={28} label={t('loading')} />;
  if (games.error || !games.data)
    return (
      <p className={styles.error} role="alert">
        {describeError(games.error)}
      </p>
    );
  if (games.data.games.length === 0) return <EmptyState title={t('games.empty')} />;
  const game = games.data.games.find((row) => row.gameCode === selected) ?? null;
  return (
    <div className={styles.panel}>
      <p className={styles.hint}>{t('games.hint')}</p>
      {saved && !saved.isInDetail ? <SavedLine text={saved.text} /> : null}
      <LotteryGamesTable
        key={version}
        games={games.data.games}
        selected={selected}
        isSaving={update.isPending}
        onSelect={setSelected}
        onPropose={propose(false)}
      />
      <div ref={detailRef} className={styles.panel}>
        {game ? (
          <GameDetail
            key={`${game.gameCode}-${version}`}
            game={game}
            saved={saved?.isInDetail ? saved.text : null}
            onPropose={propose(true)}
            onClose={() => setSelected(null)}
          />
        ) : (
          <p className={styles.hint}>{t('games.pick')}</p>
        )}
      </div>
      {pending ? (
        <ConfirmDialog
          title={pending.title}
          lines={pending.lines}
          confirmLabel={t('confirm.save')}
          isPending={update.isPending}
          error={update.error}
          onConfirm={confirm}
          onCancel={() => {
            setPending(null);
            update.reset();
          }}
        />
      ) : null}
    </div>
  );
}
