import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameVendors } from '../../../lib/data/use-game-vendors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import styles from '../components/agent-ui.module.css';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { DayRangeFields, rangeProblem } from '../components/day-range.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { signClass, useFormats, useMoney, useSignedMoney } from '../components/use-money.ts';

type BetQuery = QueryOf<(typeof ENDPOINTS)['agentTeamBetting']>;
type BetPage = ValueOf<(typeof ENDPOINTS)['agentTeamBetting']>;
type RoundStatus = BetPage['list'][number]['status'];
const ROUND_STATUSES: readonly RoundStatus[] = ['OPEN', 'SETTLED', 'REFUNDED'];
export type TeamBetFilters = DayRange & {
  username: string;
  gameType: GameCategory | '';
  vassalage: string;
  status: RoundStatus | '';
};

/** The team-betting query of a filter and page: empty filters are left out. */
export function buildTeamBetQuery(filters: TeamBetFilters, pageNo: number, language: string, pageSize = 20): BetQuery {
  return {
    pageNo,
    pageSize,
    language,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** Team betting (`personalHistoryCopy` in the agent centre): the downline's rounds with totals of the filter. */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation('agent');
  const [draft, setDraft] = useState<TeamBetFilters>(() => ({
    ...quickRange('last7'),
    username: '',
    gameType: '',
    vassalage: '',
    status: '',
  }));
  const [filters, setFilters] = useState<TeamBetFilters>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const lanes = useGameVendors().data;
  const query = buildTeamBetQuery(filters, page, i18n.language.toUpperCase());
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['agent', 'teamBets', query],
    queryFn: ({ signal }) => callApi('agentTeamBetting', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const categories = useMemo(
    () => GAME_CATEGORIES.filter((category) => lanes?.some((lane) => lane.gameCategory === category)),
    [lanes],
  );
  const vendors = useMemo(
    () =>
      (lanes ?? [])
        .filter((lane) => !draft.gameType || lane.gameCategory === draft.gameType)
        .flatMap((lane) => lane.vendors),
    [lanes, draft.gameType],
  );
  const vendorName = (code: string) =>
    lanes?.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === code)?.displayName ?? code;

  const apply = (next: TeamBetFilters) => {
    const issue = rangeProblem(next);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setProblem(null);
    setFilters(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('filters')}>
        <DayRangeFields
          idPrefix="team-bets"
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            apply(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="team-bets-user">{t('column.username')}</label>
          <input
            id="team-bets-user"
            value={draft.username}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="team-bets-category">{t('bets.category')}</label>
          <select
            id="team-bets-category"
            value={draft.gameType}
            onChange={(event) =>
              setDraft({ ...draft, gameType: event.target.value as TeamBetFilters['gameType'], vassalage: '' })
            }
          >
            <option value="">{t('bets.allCategories')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="team-bets-vendor">{t('bets.vendor')}</label>
          <select
            id="team-bets-vendor"
            value={draft.vassalage}
            onChange={(event) => setDraft({ ...draft, vassalage: event.target.value })}
          >
            <option value="">{t('bets.allVendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="team-bets-status">{t('column.status')}</label>
          <select
            id="team-bets-status"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as TeamBetFilters['status'] })}
          >
            <option value="">{t('bets.allStatuses')}</option>
            {ROUND_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bets.statusName.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isFetching}>
          {t('range.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.hint}>{t('range.utcHint')}</p>
      </form>
      <section className={styles.card} aria-label={t('results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            {data.list.length === 0 ? (
              <EmptyState title={t('bets.empty')} />
            ) : (
              <TeamBetTable data={data} vendorName={vendorName} />
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

function TeamBetTable({ data, vendorName }: { data: BetPage; vendorName: (code: string) => string }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="team-bets">
        <thead>
          <tr>
            <th>{t('column.username')}</th>
            <th>{t('bets.game')}</th>
            <th>{t('bets.roundId')}</th>
            <th className={styles.num}>{t('column.bet')}</th>
            <th className={styles.num}>{t('column.validBet')}</th>
            <th className={styles.num}>{t('column.payout')}</th>
            <th className={styles.num}>{t('column.winLoss')}</th>
            <th>{t('column.time')}</th>
            <th>{t('column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((row) => (
            <tr key={row.roundId}>
              <td>{row.username}</td>
              <td>
                <div className={styles.nowrap}>{row.gameName}</div>
                <div className={styles.hint}>{vendorName(row.vassalage)}</div>
              </td>
              {/* Round references are long: cut to the cell, the whole one on hover and for copying. */}
              <td className={styles.ellipsis} title={row.roundRef}>
                {row.roundRef}
              </td>
              <td className={styles.num}>{money(row.bet)}</td>
              <td className={styles.num}>{money(row.validBet)}</td>
              <td className={styles.num}>{money(row.payout)}</td>
              <td className={`${styles.num} ${signClass(row.winLoss)}`}>{signed(row.winLoss)}</td>
              <td className={styles.nowrap}>{formats.dateTime(row.time)}</td>
              <td>
                <span className={`${styles.badge} ${row.status === 'OPEN' ? styles.badgeWait : ''}`}>
                  {t(`bets.statusName.${row.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="team-bets-totals">
            <td colSpan={3}>{t('bets.totals', { count: data.totals.rounds })}</td>
            <td className={styles.num}>{money(data.totals.bet)}</td>
            <td className={styles.num}>{money(data.totals.validBet)}</td>
            <td className={styles.num}>{money(data.totals.payout)}</td>
            <td className={`${styles.num} ${signClass(data.totals.winLoss)}`}>{signed(data.totals.winLoss)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
