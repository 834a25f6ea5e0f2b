import { BLACKLIST_KINDS } from '@lucky/contracts/ops/ops-risk-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { Pager } from '../members/pager.tsx';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import styles from '../ops.module.css';
import { useBlacklist, useBlacklistChange, type BlacklistKind } from './risk-api.ts';

type Entry = NonNullable<ReturnType<typeof useBlacklist>['data']>['list'][number];

/**
 * The blacklists: addresses and devices refused at registration and login, bank account numbers refused at binding.
 * Adding and removing ask for the reason the audit log keeps.
 */
export function OpsBlacklist() {
  const { t, i18n } = useTranslation('opsRisk');
  const describeError = useErrorMessage();
  const [kind, setKind] = useState<BlacklistKind | ''>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<{ kind: BlacklistKind; value: string } | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const query = useBlacklist(kind, page);
  const data = query.data;
  return (
    <section className={styles.panel} aria-label={t('blacklist.title')}>
      <header className={styles.row}>
        <h2 className={styles.subtitle}>{t('blacklist.title')}</h2>
        <Link to={opsPath.section('risk')}>{t('queue.title')}</Link>
      </header>
      <p className={styles.hint}>{t('blacklist.intro')}</p>
      <AddForm onAdd={setAdding} />
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('blacklist.filter')}</span>
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as BlacklistKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('blacklist.all')}</option>
            {BLACKLIST_KINDS.map((item) => (
              <option key={item} value={item}>
                {t(`blacklistKind.${item}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.error ? <p className={styles.error}>{describeError(query.error)}</p> : null}
      <table className={styles.table} data-testid="risk-blacklist">
        <thead>
          <tr>
            <th>{t('column.kind')}</th>
            <th>{t('column.value')}</th>
            <th>{t('column.reason')}</th>
            <th>{t('column.by')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(data?.list ?? []).map((entry) => (
            <tr key={entry.id}>
              <td>{t(`blacklistKind.${entry.kind}`)}</td>
              <td>
                <span className={styles.code}>{entry.value}</span>
              </td>
              <td>{entry.reason}</td>
              <td>
                {entry.createdBy}
                <div className={styles.hint}>{formatDateTime(entry.createdAt, i18n.language)}</div>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setRemoving(entry)}>
                  {t('blacklist.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.list.length === 0 ? <p className={styles.hint}>{t('blacklist.none')}</p> : null}
      {data ? <Pager page={page} totalPages={data.totalPages} totalCount={data.totalCount} onPage={setPage} /> : null}
      {adding ? <AddDialog {...adding} onClose={() => setAdding(null)} /> : null}
      {removing ? <RemoveDialog entry={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}

function AddForm({ onAdd }: { onAdd: (entry: { kind: BlacklistKind; value: string }) => void }) {
  const { t } = useTranslation('opsRisk');
  const [kind, setKind] = useState<BlacklistKind>('IP');
  const [value, setValue] = useState('');
  const ready = value.trim().length >= 3;
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onAdd({ kind, value: value.trim() });
      }}
    >
      <label className={styles.field}>
        <span>{t('column.kind')}</span>
        <select value={kind} onChange={(event) => setKind(event.target.value as BlacklistKind)}>
          {BLACKLIST_KINDS.map((item) => (
            <option key={item} value={item}>
              {t(`blacklistKind.${item}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('column.value')}</span>
        <input value={value} maxLength={300} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Button type="submit" size="sm" disabled={!ready}>
        {t('blacklist.add')}
      </Button>
    </form>
  );
}

function AddDialog({ kind, value, onClose }: { kind: BlacklistKind; value: string; onClose: () => void }) {
  const { t } = useTranslation('opsRisk');
  const { add } = useBlacklistChange(onClose);
  return (
    <ReasonDialog
      title={t('blacklist.addTitle')}
      warning={t('blacklist.addWarningOne', { kind: t(`blacklistKind.${kind}`), value })}
      confirmLabel={t('blacklist.add')}
      isPending={add.isPending}
      error={add.error}
      onConfirm={(reason) => add.mutate({ kind, value, reason })}
      onCancel={onClose}
    />
  );
}

function RemoveDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { t } = useTranslation('opsRisk');
  const { remove } = useBlacklistChange(onClose);
  return (
    <ReasonDialog
      title={t('blacklist.removeTitle')}
      warning={t('blacklist.removeWarning', { kind: t(`blacklistKind.${entry.kind}`), value: entry.value })}
      confirmLabel={t('blacklist.remove')}
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={(reason) => remove.mutate({ id: entry.id, reason })}
      onCancel={onClose}
    />
  );
}
