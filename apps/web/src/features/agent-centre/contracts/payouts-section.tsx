import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { RangeFields } from './range-fields.tsx';
import { SearchSubmit } from './search-submit.tsx';
import { formatRate } from './contract-format.ts';
import { PAYOUT_STATUSES, CONTRACTS_KEY, type ContractKind, type Payout } from './contract-kinds.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useFormats } from '../hooks/use-formats.ts';
import styles from './contracts.module.css';

type Role = 'PAYEE' | 'PAYER';
type Status = (typeof PAYOUT_STATUSES)[number];
type Filter = DayRange & { status: Status | '' };
const PAGE_SIZE = 10;

/**
 * Payouts of a kind: what the caller received (PAYEE) or paid its downline (PAYER), by period
 * start and status, paged, with the filter's totals. OWED rows are explained: the payer's wallet
 * could not cover them, and they are paid automatically once it can.
 */
export function PayoutsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const [role, setRole] = useState<Role>('PAYEE');
  const [draft, setDraft] = useState<Filter>(() => ({ ...quickRange('last30'), status: '' }));
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const query = {
    role,
    kind,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: [...CONTRACTS_KEY, 'payouts', query],
    queryFn: ({ signal }) => callApi('contractPayouts', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filter) => {
    if (isBadRange(next)) {
      setProblem(t('common.badRange', { ns: 'contracts' }));
      return;
    }
    setProblem(null);
    setFilter(next);
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <section className={styles.card} aria-labelledby={`payouts-${kind}`} data-testid="payouts">
      <h3 id={`payouts-${kind}`} className={styles.cardTitle}>
        {t('payouts.title')}
      </h3>
      <div className={styles.tabsRow}>
        <Tabs
          ariaLabel={t('payouts.role')}
          active={role}
          onChange={(key) => {
            setRole(key as Role);
            setPage(1);
          }}
          items={[
            { key: 'PAYEE', label: t('payouts.received') },
            { key: 'PAYER', label: t('payouts.paid') },
          ]}
        />
      </div>
      <form className={styles.filters} onSubmit={submit} aria-label={t('payouts.filters')}>
        <RangeFields
          idPrefix={`payouts-${kind}`}
          value={draft}
          onChange={(range) => setDraft({ ...draft, ...range })}
          onQuick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            apply(next);
          }}
        />
        <div className={styles.field}>
          <label htmlFor={`payouts-${kind}-status`}>{t('fields.status')}</label>
          <select
            id={`payouts-${kind}-status`}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as Filter['status'] })}
          >
            <option value="">{t('common.all')}</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payoutStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchSubmit isBusy={isFetching} problem={problem} />
      </form>
      <p className={styles.hint}>
        {t(role === 'PAYEE' ? 'payouts.owedHintPayee' : 'payouts.owedHintPayer')} {t('payouts.utcHint')}
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className={styles.stats} data-testid="payout-totals">
            <Stat label={t('payouts.totalAmount')} value={data.totals.amount} />
            <Stat label={t('payouts.totalPaid')} value={data.totals.paid} />
            <Stat label={t('payouts.totalOwed')} value={data.totals.owed} />
          </div>
          {data.list.length === 0 ? (
            <EmptyState title={t('payouts.none')} />
          ) : (
            <PayoutTable rows={data.list} role={role} />
          )}
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  const money = useMoney();
  return (
    <div className={styles.stat}>
      <div className={styles.statLabel}>{label}</div>
      <div className={styles.statValue}>{money(value)}</div>
    </div>
  );
}

function PayoutTable({ rows, role }: { rows: Payout[]; role: Role }) {
  const { t } = useTranslation('contracts');
  const { dateTime } = useFormats();
  const money = useMoney();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="payout-rows">
        <thead>
          <tr>
            <th>{t('payouts.period')}</th>
            <th>{t(role === 'PAYEE' ? 'payouts.payer' : 'payouts.payee')}</th>
            <th className={styles.num}>{t('payouts.teamValidBet')}</th>
            <th className={styles.num}>{t('payouts.base')}</th>
            <th className={styles.num}>{t('terms.rate')}</th>
            <th className={styles.num}>{t('payouts.amount')}</th>
            <th>{t('fields.status')}</th>
            <th>{t('payouts.paidAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.nowrap}>
                {dateTime(row.periodStart)}
                <br />
                {dateTime(row.periodEnd)}
              </td>
              <td>{role === 'PAYEE' ? (row.payerUsername ?? t('fields.platform')) : row.payeeUsername}</td>
              <td className={styles.num}>{money(row.teamValidBet)}</td>
              <td className={styles.num}>{money(row.base)}</td>
              <td className={styles.num}>{row.rateBp === null ? t('payouts.mixedRate') : formatRate(row.rateBp)}</td>
              <td className={styles.num}>{money(row.amount)}</td>
              <td>
                <span
                  className={`${styles.status} ${styles[`status${row.status}`] ?? ''}`}
                  title={
                    row.status === 'OWED'
                      ? t(role === 'PAYEE' ? 'payouts.owedHintPayee' : 'payouts.owedHintPayer')
                      : undefined
                  }
                >
                  {t(`payoutStatus.${row.status}`)}
                </span>
              </td>
              <td className={styles.nowrap}>{dateTime(row.paidAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
