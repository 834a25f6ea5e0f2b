import type { TFunction } from 'i18next';
import { rolesOf } from '@lucky/contracts/ops/role-matrix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useOpsSession } from '../ops-session.ts';
import { useLedgerCheck, useReconciliation, type Reconciliation } from './api/reports.ts';
import { kindLabel } from './bonus-report.tsx';
import type { TextColumn } from './components/csv.ts';
import { AsOf } from './components/range-report.tsx';
import { ReportGrid } from './components/report-grid.tsx';
import styles from './components/reports.module.css';

type Check = Reconciliation['checks'][number];
type Flow = Reconciliation['accounts'][number]['kinds'][number] & { account: string };
type Translate = TFunction<'opsReports'>;

const checkColumns = (t: Translate): TextColumn<Check>[] => [
  { key: 'check', header: t('col.check'), text: (row) => t(`check.${row.check}`) },
  { key: 'records', header: t('col.records'), text: (row) => row.records, isNumber: true },
  { key: 'ledger', header: t('col.ledger'), text: (row) => row.ledger, isNumber: true },
  { key: 'difference', header: t('col.difference'), text: (row) => row.difference, isNumber: true },
];

const flowColumns = (t: Translate): TextColumn<Flow>[] => [
  {
    key: 'account',
    header: t('col.account'),
    text: (row) => t(`account.${row.account}`, { defaultValue: row.account }),
  },
  { key: 'kind', header: t('col.kind'), text: (row) => kindLabel(t, row.kind) },
  { key: 'transfers', header: t('col.transfers'), text: (row) => String(row.transfers), isNumber: true },
  { key: 'inflow', header: t('col.inflow'), text: (row) => row.inflow, isNumber: true },
  { key: 'outflow', header: t('col.outflow'), text: (row) => row.outflow, isNumber: true },
];

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A day's reconciliation (records beside the ledger, every account's flows) and the ledger check on demand. */
export function ReconciliationPage() {
  const { t } = useTranslation('opsReports');
  const [day, setDay] = useState(yesterday);
  const query = useReconciliation(day);
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('title.reconciliation')}</h2>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('day')}</span>
          <input type="date" value={day} onChange={(event) => event.target.value && setDay(event.target.value)} />
        </label>
        <LedgerCheck />
      </div>
      <p className={styles.hint}>{t('hint.reconciliation')}</p>
      <ReportResults query={query}>{(data) => <ReconciliationTables data={data} />}</ReportResults>
    </div>
  );
}

function ReconciliationTables({ data }: { data: Reconciliation }) {
  const { t } = useTranslation('opsReports');
  const flows = data.accounts.flatMap((account) =>
    account.kinds.map((kind) => ({ ...kind, account: account.account })),
  );
  return (
    <>
      <ReportGrid
        title={t('table.checks')}
        testId="reconciliation-checks"
        columns={checkColumns(t)}
        rows={data.checks}
        rowKey={(row) => row.check}
        fileName={`reconciliation-${data.day}`}
      />
      <ReportGrid
        title={t('table.flows')}
        testId="reconciliation-flows"
        columns={flowColumns(t)}
        rows={flows}
        rowKey={(row) => `${row.account}-${row.kind}`}
        fileName={`ledger-flows-${data.day}`}
      />
      <AsOf at={data.rolledUpAt} readFrom={data.readFrom} />
    </>
  );
}

/** The whole ledger's invariants, for the roles the matrix lets run it. */
function LedgerCheck() {
  const { t } = useTranslation('opsReports');
  const role = useOpsSession((state) => state.operator?.role);
  const check = useLedgerCheck();
  if (!role || !rolesOf('opsLedgerCheck').includes(role)) return null;
  return (
    <div className={styles.ledgerCheck}>
      <Button size="sm" variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? t('ledger.running') : t('ledger.run')}
      </Button>
      {check.data ? (
        <p role="status" className={check.data.ok ? styles.good : styles.bad}>
          {check.data.ok
            ? t('ledger.ok', { accounts: check.data.accounts, transfers: check.data.transfers })
            : t('ledger.bad', { count: check.data.violations.length })}
        </p>
      ) : null}
      {check.data && !check.data.ok ? (
        <ul className={styles.violations}>
          {check.data.violations.map((violation) => (
            <li key={violation}>{violation}</li>
          ))}
        </ul>
      ) : null}
      {check.error ? (
        <p role="alert" className={styles.bad}>
          {t('ledger.failed')}
        </p>
      ) : null}
    </div>
  );
}
