import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { callOps } from './ops-session.ts';
import own from './ops-games.module.css';
import styles from './ops.module.css';

type Vendor = ValueOf<(typeof ENDPOINTS)['opsGameVendors']>[number];
type Status = Vendor['status'];
/** Kept here rather than imported from the contracts so the desk does not pull zod into the bundle. */
const STATUSES: readonly Status[] = ['ACTIVE', 'MAINTENANCE', 'DISABLED'];
const GAMES_PAGE_SIZE = 20;

type Change = { kind: 'vendor'; vendorCode: string; status: Status } | { kind: 'game'; gameId: number; status: Status };

/** One mutation for both switches: every list under ['ops', 'games'] is refetched after a change. */
function useSwitch(reason: string) {
  const client = useQueryClient();
  return useMutation({
    /** Answers what changed, named for the confirmation line. */
    mutationFn: async (change: Change): Promise<{ name: string; status: Status }> => {
      const note = reason.trim() || undefined;
      if (change.kind === 'vendor') {
        const vendor = await callOps('opsVendorStatus', {
          body: { vendorCode: change.vendorCode, status: change.status, reason: note },
        });
        return { name: vendor.displayName, status: vendor.status };
      }
      const game = await callOps('opsGameStatus', {
        body: { gameId: change.gameId, status: change.status, reason: note },
      });
      return { name: game.name, status: game.status };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'games'] }),
  });
}

function StatusSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: Status;
  disabled: boolean;
  onChange: (status: Status) => void;
}) {
  const { t } = useTranslation('ops');
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Status)}
      className={`${own.select} ${own[value] ?? ''}`}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`games.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** Admin: switch vendors and their games ACTIVE / MAINTENANCE / DISABLED; each change is audited and applies at once. */
export function OpsGames() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const change = useSwitch(reason);
  const vendors = useQuery({
    queryKey: ['ops', 'games', 'vendors'],
    queryFn: ({ signal }) => callOps('opsGameVendors', { signal }),
  });
  if (vendors.isPending) return <Spinner size={28} label={t('loading')} />;
  if (vendors.error || !vendors.data)
    return (
      <p className={styles.error} role="alert">
        {describeError(vendors.error)}
      </p>
    );
  const vendor = vendors.data.find((row) => row.code === selected) ?? null;
  return (
    <section className={styles.panel} aria-label={t('nav.games')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('games.reason')}</span>
          <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </label>
        <p className={styles.hint}>{t('games.hint')}</p>
      </div>
      {change.error ? (
        <p className={styles.error} role="alert">
          {describeError(change.error)}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className={styles.success} role="status">
          {t('games.saved', { name: change.data.name, status: t(`games.status.${change.data.status}`) })}
        </p>
      ) : null}
      <table className={styles.table} data-testid="ops-vendors">
        <thead>
          <tr>
            <th>{t('games.vendor')}</th>
            <th>{t('games.category')}</th>
            <th className={styles.num}>{t('games.count')}</th>
            <th>{t('status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {vendors.data.map((row) => (
            <tr key={row.code} className={row.code === selected ? own.selected : undefined}>
              <td>
                {row.displayName}
                <div className={styles.hint}>{row.code}</div>
              </td>
              <td>{t(`category.${row.category}`, { ns: 'common' })}</td>
              <td className={styles.num}>
                {row.games.total}
                <div className={styles.hint}>
                  {t('games.counts', { maintenance: row.games.maintenance, disabled: row.games.disabled })}
                </div>
              </td>
              <td>
                <StatusSelect
                  label={t('games.vendorStatus', { name: row.displayName })}
                  value={row.status}
                  disabled={change.isPending}
                  onChange={(status) => change.mutate({ kind: 'vendor', vendorCode: row.code, status })}
                />
              </td>
              <td>
                <Button
                  size="sm"
                  variant={row.code === selected ? 'primary' : 'secondary'}
                  onClick={() => setSelected(row.code)}
                >
                  {t('games.showGames')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {vendor ? (
        <VendorGames key={vendor.code} vendor={vendor} change={change} />
      ) : (
        <p className={styles.hint}>{t('games.pickVendor')}</p>
      )}
    </section>
  );
}

function VendorGames({ vendor, change }: { vendor: Vendor; change: ReturnType<typeof useSwitch> }) {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const query = {
    vendorCode: vendor.code,
    pageNo: page,
    pageSize: GAMES_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
  };
  const games = useQuery({
    queryKey: ['ops', 'games', 'list', query],
    queryFn: ({ signal }) => callOps('opsVendorGames', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <section className={styles.card} aria-label={t('games.gamesOf', { name: vendor.displayName })}>
      <h2 className={styles.subtitle}>{t('games.gamesOf', { name: vendor.displayName })}</h2>
      <form className={styles.toolbar} onSubmit={submit} role="search">
        <label className={styles.field}>
          <span>{t('games.search')}</span>
          <input value={draft} maxLength={60} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{t('status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status | '');
              setPage(1);
            }}
          >
            <option value="">{t('games.anyStatus')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`games.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('lookup')}
        </Button>
      </form>
      {games.isPending ? (
        <Spinner size={24} label={t('loading')} />
      ) : games.error || !games.data ? (
        <p className={styles.error} role="alert">
          {describeError(games.error)}
        </p>
      ) : games.data.list.length === 0 ? (
        <EmptyState title={t('games.empty')} />
      ) : (
        <>
          <table className={styles.table} data-testid="ops-games">
            <thead>
              <tr>
                <th>{t('games.game')}</th>
                <th>{t('games.code')}</th>
                <th>{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {games.data.list.map((game) => (
                <tr key={game.id}>
                  <td>
                    {game.name}
                    {game.isHot ? <span className={styles.hint}> · {t('games.hot')}</span> : null}
                  </td>
                  <td>
                    <code className={styles.code}>{game.gameCode}</code>
                  </td>
                  <td>
                    <StatusSelect
                      label={t('games.gameStatus', { name: game.name })}
                      value={game.status}
                      disabled={change.isPending}
                      onChange={(next) => change.mutate({ kind: 'game', gameId: game.id, status: next })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={games.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
