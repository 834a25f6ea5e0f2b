import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useRangeFilter } from '../hooks/use-range-filter.ts';
import { RangeFilterForm } from './range-filter-form.tsx';
import { formatRate } from '../utils/contract-format.ts';
import { useContractPayouts } from '../api/contract-payouts.ts';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { PAYOUT_STATUSES, type ContractKind, type Payout } from '../utils/contract-kinds.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import { useFormats } from '../../hooks/use-formats.ts';
import styles from './contracts.module.css';

type Role = 'PAYEE' | 'PAYER';
type Status = (typeof PAYOUT_STATUSES)[number];
const PAGE_SIZE = 10;
type PayoutsPage = ValueOf<(typeof ENDPOINTS)['contractPayouts']>;

/**
 * Payouts of a kind: what the caller received (PAYEE) or paid its downline (PAYER), by period
 * start and status, paged, with the filter's totals. OWED rows are explained: the payer's wallet
 * could not cover them, and they are paid automatically once it can.
 */
export function PayoutsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const [role, setRole] = useState<Role>('PAYEE');
  const filters = useRangeFilter('');
  const { filter, page, setPage } = filters;
  const query = {
    role,
    kind,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.choice ? { status: filter.choice as Status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useContractPayouts(query);

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
      <RangeFilterForm
        state={filters}
        idPrefix={`payouts-${kind}`}
        label={t('payouts.filters')}
        className={styles.filters}
        isBusy={isFetching}
      >
        <div className={styles.field}>
          <label htmlFor={`payouts-${kind}-status`}>{t('fields.status')}</label>
          <select id={`payouts-${kind}-status`} {...filters.form.register('choice')}>
            <option value="">{t('common.all')}</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payoutStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </RangeFilterForm>
      <p className={styles.hint}>
        {t(role === 'PAYEE' ? 'payouts.owedHintPayee' : 'payouts.owedHintPayer')} {t('payouts.utcHint')}
      </p>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <PayoutResults data={data} role={role} page={page} onPage={setPage} />
      )}
    </section>
  );
}

type PayoutResultsProps = { data: PayoutsPage; role: Role; page: number; onPage: (page: number) => void };

function PayoutResults({ data, role, page, onPage }: PayoutResultsProps) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <div className={styles.stats} data-testid="payout-totals">
        <Stat label={t('payouts.totalAmount')} value={data.totals.amount} />
        <Stat label={t('payouts.totalPaid')} value={data.totals.paid} />
        <Stat label={t('payouts.totalOwed')} value={data.totals.owed} />
      </div>
      {data.list.length === 0 ? <EmptyState title={t('payouts.none')} /> : <PayoutTable rows={data.list} role={role} />}
      <Pagination page={page} totalPages={data.totalPages} onChange={onPage} />
    </>
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
