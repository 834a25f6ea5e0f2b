import { MEMBER_RECORD_KINDS, type MemberRecordKind } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useMemberRecords } from './api/member-detail.ts';
import { Pager } from './pager.tsx';
import styles from '../ops.module.css';

type Cell = string | number | boolean | null;

/** The 360 page's tabs: ledger, rounds, deposits, withdrawals, bonuses, adjustments, sessions, inbox, audit trail. */
export function MemberRecords({ memberId }: { memberId: number }) {
  const { t } = useTranslation('opsMembers');
  const [kind, setKind] = useState<MemberRecordKind>('LEDGER');
  const [page, setPage] = useState(1);
  return (
    <section className={styles.panel} aria-label={t('records.title')}>
      <Tabs
        items={MEMBER_RECORD_KINDS.map((key) => ({ key, label: t(`records.kind.${key}`) }))}
        active={kind}
        onChange={(key) => {
          setKind(key as MemberRecordKind);
          setPage(1);
        }}
        ariaLabel={t('records.title')}
      />
      <RecordsTable memberId={memberId} kind={kind} page={page} onPage={setPage} />
    </section>
  );
}

function RecordsTable(props: {
  memberId: number;
  kind: MemberRecordKind;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const query = useMemberRecords(props.memberId, props.kind, props.page);
  if (query.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(query.error)}
      </p>
    );
  const data = query.data;
  if (!data) return <p className={styles.hint}>{t('loading')}</p>;
  const show = (type: string, value: Cell) => {
    if (value === null || value === '') return '—';
    if (type === 'money') return formatMoney(String(value), { language: i18n.language });
    if (type === 'time') return formatDateTime(String(value), i18n.language);
    if (type === 'code')
      return t(`code.${String(value)}`, { defaultValue: String(value).replaceAll('_', ' ').toLowerCase() });
    return String(value);
  };
  return (
    <>
      <table className={styles.table} data-testid={`member-records-${props.kind}`}>
        <thead>
          <tr>
            {data.columns.map((column) => (
              <th key={column.key} className={column.type === 'money' ? styles.num : undefined}>
                {t(`records.column.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.list.map((row, index) => (
            <tr key={index}>
              {data.columns.map((column) => (
                <td key={column.key} className={column.type === 'money' ? styles.num : undefined}>
                  {show(column.type, row[column.key] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {data.list.length === 0 ? <p className={styles.hint}>{t('records.none')}</p> : null}
      <Pager page={props.page} totalPages={data.totalPages} totalCount={data.totalCount} onPage={props.onPage} />
    </>
  );
}
