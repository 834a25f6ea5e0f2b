import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameVendors, type VendorLane } from '../../../lib/data/use-game-vendors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../wallet/use-money.ts';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { DateRangeFields } from './betting-record-page-range.tsx';
import styles from './betting-record-page.module.css';

type BetPage = ValueOf<(typeof ENDPOINTS)['bettingRecords']>;
type RoundStatus = BetPage['list'][number]['status'];
/** Kept here rather than imported from the contracts so the page does not pull zod into the bundle. */
const ROUND_STATUSES: readonly RoundStatus[] = ['OPEN', 'SETTLED', 'REFUNDED'];
export type BetFilters = DayRange & { gameType: GameCategory | ''; vassalage: string; status: RoundStatus | '' };

/** The betting-record query of a filter and page: empty filters are left out. */
export function buildBetQuery(filters: BetFilters, pageNo: number, language: string, pageSize = 20) {
  return {
    pageNo,
    pageSize,
    language,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** Vendors to offer for a category (all categories when none is chosen), from the gameVendor lanes. */
export function vendorsFor(lanes: readonly VendorLane[], gameType: GameCategory | '') {
  return lanes.filter((lane) => !gameType || lane.gameCategory === gameType).flatMap((lane) => lane.vendors);
}

const isGain = (amount: string): boolean => !amount.startsWith('-') && /[1-9]/.test(amount);

/** Sign colour of a decimal money string: wins green, losses red, zero plain. */
export function signClass(amount: string): string {
  if (amount.startsWith('-')) return styles.minus!;
  return isGain(amount) ? styles.plus! : '';
}

/** A win/loss with its sign: "+12.00", "-3.00", "0.00". */
export function useSignedMoney(): (amount: string) => string {
  const money = useMoney();
  return (amount) => `${isGain(amount) ? '+' : ''}${money(amount)}`;
}

/** Betting record (`personalHistoryCopy`): the member's rounds by date, category, vendor and status, with totals. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation('centre');
  const [draft, setDraft] = useState<BetFilters>(() => ({
    ...quickRange('last7'),
    gameType: '',
    vassalage: '',
    status: '',
  }));
  const [filters, setFilters] = useState<BetFilters>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const lanes = useGameVendors().data;
  const query = buildBetQuery(filters, page, i18n.language.toUpperCase());
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['centre', 'bets', query],
    queryFn: ({ signal }) => callApi('bettingRecords', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const categories = useMemo(
    () => GAME_CATEGORIES.filter((category) => lanes?.some((lane) => lane.gameCategory === category)),
    [lanes],
  );
  const vendors = useMemo(() => vendorsFor(lanes ?? [], draft.gameType), [lanes, draft.gameType]);
  const vendorName = (code: string) =>
    lanes?.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === code)?.displayName ?? code;

  const applyFilters = (next: BetFilters) => {
    if (isBadRange(next)) {
      setProblem(t('range.bad'));
      return;
    }
    setProblem(null);
    setFilters(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyFilters(draft);
  };

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('bets.filters')}>
        <DateRangeFields
          idPrefix="bets"
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            applyFilters(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="bets-category">{t('bets.category')}</label>
          <select
            id="bets-category"
            value={draft.gameType}
            onChange={(event) =>
              setDraft({ ...draft, gameType: event.target.value as BetFilters['gameType'], vassalage: '' })
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
          <label htmlFor="bets-vendor">{t('bets.vendor')}</label>
          <select
            id="bets-vendor"
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
          <label htmlFor="bets-status">{t('bets.status')}</label>
          <select
            id="bets-status"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as BetFilters['status'] })}
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
      <section className={styles.card} aria-label={t('bets.results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            {data.list.length === 0 ? (
              <EmptyState title={t('bets.empty')} />
            ) : (
              <BetTable data={data} vendorName={vendorName} />
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

function BetTable({ data, vendorName }: { data: BetPage; vendorName: (code: string) => string }) {
  const { t, i18n } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="bet-records">
        <thead>
          <tr>
            <th>{t('bets.game')}</th>
            <th>{t('bets.vendor')}</th>
            <th>{t('bets.roundId')}</th>
            <th className={styles.num}>{t('bets.bet')}</th>
            <th className={styles.num}>{t('bets.validBet')}</th>
            <th className={styles.num}>{t('bets.payout')}</th>
            <th className={styles.num}>{t('bets.winLoss')}</th>
            <th>{t('bets.time')}</th>
            <th>{t('bets.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((row) => (
            <tr key={row.roundId}>
              <td>{row.gameName}</td>
              <td>{vendorName(row.vassalage)}</td>
              <td className={styles.mono}>{row.roundRef}</td>
              <td className={styles.num}>{money(row.bet)}</td>
              <td className={styles.num}>{money(row.validBet)}</td>
              <td className={styles.num}>{money(row.payout)}</td>
              <td className={`${styles.num} ${signClass(row.winLoss)}`} data-testid="bet-winloss">
                {signed(row.winLoss)}
              </td>
              <td className={styles.nowrap}>{formatDateTime(row.time, i18n.language)}</td>
              <td>
                <span className={`${styles.status} ${styles[`status${row.status}`] ?? ''}`}>
                  {t(`bets.statusName.${row.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="bet-totals">
            <td colSpan={3}>{t('bets.totals', { count: data.totals.rounds, total: data.totalCount })}</td>
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
