import { PVP_GAMES } from '@lucky/contracts/pvp/pvp-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { DeskQuery } from '../desk-query.tsx';
import styles from '../../ops.module.css';
import {
  useCreateTable,
  useDeskTables,
  useSetTableStatus,
  useUpdateTable,
  type PvpDeskTable,
  type TableCreateBody,
  type TableUpdateBody,
} from '../api/tables.ts';
import own from '../ops-pvp.module.css';
import { moneyIn, rakePercent, stakesText } from '../pvp-format.ts';
import { StatusDialog } from './status-dialog.tsx';
import { TableFormDialog } from './table-form-dialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; table: PvpDeskTable } | { kind: 'status'; table: PvpDeskTable };

/** Every table with its terms, who sits there and which instance runs it; create, change, open and close. */
export function TablesPanel() {
  const { t } = useTranslation('opsPvp');
  const [game, setGame] = useState<PvpDeskTable['game'] | ''>('');
  const [status, setStatus] = useState<PvpDeskTable['status'] | ''>('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useDeskTables({ game: game || undefined, status: status || undefined });
  const create = useCreateTable();
  const update = useUpdateTable();
  const setTableStatus = useSetTableStatus();
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
    setTableStatus.reset();
  };
  const save = (body: TableCreateBody | TableUpdateBody) => {
    const saving = 'tableId' in body ? update.mutateAsync(body) : create.mutateAsync(body as TableCreateBody);
    void saving
      .then((table) => {
        setDone(t('tables.saved', { name: table.name }));
        close();
      })
      .catch(() => undefined);
  };
  return (
    <section className={styles.panel} aria-label={t('parts.tables')}>
      <div className={styles.toolbar}>
        <TableFilters game={game} status={status} onGame={setGame} onStatus={setStatus} />
        <Button size="sm" onClick={() => setEditing({ kind: 'new' })}>
          {t('tables.new')}
        </Button>
      </div>
      {done ? (
        <p className={styles.success} role="status" data-testid="pvp-table-done">
          {done}
        </p>
      ) : null}
      <DeskQuery query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('tables.empty')} />
          ) : (
            <TablesTable tables={data.list} onEdit={setEditing} />
          )
        }
      </DeskQuery>
      {editing?.kind === 'new' || editing?.kind === 'edit' ? (
        <TableFormDialog
          table={editing.kind === 'edit' ? editing.table : null}
          isSaving={create.isPending || update.isPending}
          error={create.error ?? update.error}
          onSave={save}
          onCancel={close}
        />
      ) : null}
      {editing?.kind === 'status' ? (
        <StatusDialog
          table={editing.table}
          isPending={setTableStatus.isPending}
          error={setTableStatus.error}
          onCancel={close}
          onConfirm={(reason) => {
            const next = editing.table.status === 'OPEN' ? 'CLOSED' : 'OPEN';
            void setTableStatus
              .mutateAsync({ tableId: editing.table.tableId, status: next, reason })
              .then((table) => {
                setDone(t(next === 'OPEN' ? 'tables.opened' : 'tables.closed', { name: table.name }));
                close();
              })
              .catch(() => undefined);
          }}
        />
      ) : null}
    </section>
  );
}

type FilterProps = {
  game: PvpDeskTable['game'] | '';
  status: PvpDeskTable['status'] | '';
  onGame: (game: PvpDeskTable['game'] | '') => void;
  onStatus: (status: PvpDeskTable['status'] | '') => void;
};

function TableFilters({ game, status, onGame, onStatus }: FilterProps) {
  const { t } = useTranslation('opsPvp');
  return (
    <>
      <label className={styles.field}>
        <span>{t('table.game')}</span>
        <select value={game} onChange={(event) => onGame(event.target.value as PvpDeskTable['game'] | '')}>
          <option value="">{t('filter.all')}</option>
          {PVP_GAMES.map((value) => (
            <option key={value} value={value}>
              {t(`game.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('table.status')}</span>
        <select value={status} onChange={(event) => onStatus(event.target.value as PvpDeskTable['status'] | '')}>
          <option value="">{t('filter.all')}</option>
          <option value="OPEN">{t('status.OPEN')}</option>
          <option value="CLOSED">{t('status.CLOSED')}</option>
        </select>
      </label>
    </>
  );
}

/** One row a table: terms, seats and chips, status, the instance running it, and its actions. */
function TablesTable({ tables, onEdit }: { tables: readonly PvpDeskTable[]; onEdit: (editing: Editing) => void }) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="pvp-tables">
        <thead>
          <tr>
            <th>{t('table.name')}</th>
            <th>{t('table.stakes')}</th>
            <th>{t('table.rake')}</th>
            <th>{t('table.buyIn')}</th>
            <th className={styles.num}>{t('table.seated')}</th>
            <th className={styles.num}>{t('table.chips')}</th>
            <th>{t('table.status')}</th>
            <th>{t('table.instance')}</th>
            <th>{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {tables.map((table) => (
            <tr key={table.tableId} data-testid={`pvp-table-${table.tableId}`}>
              <td>
                <strong>{table.name}</strong>
                <span className={own.muted}>
                  {t(`game.${table.game}`)} · {table.stakeLevel}
                  {table.practice ? ` · ${t('table.practiceShort')}` : ''}
                </span>
              </td>
              <td className={own.nowrap}>{stakesText(table, i18n.language)}</td>
              <td className={own.nowrap}>
                {rakePercent(table.rakeBp)} · {t('table.cap', { amount: money(table.rakeCap) })}
              </td>
              <td className={own.nowrap}>
                {money(table.minBuyIn)} – {money(table.maxBuyIn)}
              </td>
              <td className={styles.num}>
                {table.playersSeated} / {table.seats}
              </td>
              <td className={styles.num}>{money(table.chipsOnTable)}</td>
              <td>
                <span className={table.status === 'OPEN' ? own.open : own.closed}>{t(`status.${table.status}`)}</span>
              </td>
              <td className={own.instance} title={table.ownerInstance ?? undefined}>
                {table.ownerInstance ? table.ownerInstance.slice(0, 8) : '—'}
              </td>
              <td>
                <div className={own.rowActions}>
                  <Button size="sm" variant="secondary" onClick={() => onEdit({ kind: 'edit', table })}>
                    {t('tables.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onEdit({ kind: 'status', table })}>
                    {table.status === 'OPEN' ? t('status.close') : t('status.open')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
