import type { VipLevel } from '@lucky/contracts/vip/vip-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';
import own from './ops-vip.module.css';
import { VipLevelForm, type LevelInput } from './vip-level-form.tsx';

/** Admin: the VIP ladder (edit a level, add the next one) and the bonuses paid. */
export function OpsVipDesk() {
  const { t, i18n } = useTranslation('vip');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ level: VipLevel | null; number: number } | null>(null);
  const levels = useQuery({ queryKey: ['ops', 'vip', 'levels'], queryFn: ({ signal }) => callOps('opsVipLevels', { signal }) });
  const save = useMutation({
    mutationFn: (body: LevelInput) => callOps('opsVipLevelSave', { body }),
    onSuccess: () => { setEditing(null); void client.invalidateQueries({ queryKey: ['ops', 'vip'] }); },
  });
  if (levels.isPending) return <Spinner size={28} label={t('loading')} />;
  if (levels.error) return <p className={styles.error} role="alert">{describeError(levels.error)}</p>;
  const list = levels.data.list;
  return (
    <section className={styles.panel} aria-label={t('ops.title')} data-testid="ops-vip">
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('ops.hint')} ({levels.data.currency})</p>
        <Button size="sm" onClick={() => { save.reset(); setEditing({ level: null, number: list.length }); }}>{t('ops.add')}</Button>
      </div>
      {save.isSuccess ? <p className={styles.success} role="status">{t('ops.saved', { level: save.data.level })}</p> : null}
      {editing ? (
        <VipLevelForm key={editing.number} level={editing.level} levelNumber={editing.number} isSaving={save.isPending} error={save.error ? describeError(save.error) : null}
          onSave={(input) => save.mutate(input)} onCancel={() => setEditing(null)} />
      ) : null}
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('ops.field.level')}</th><th className={styles.num}>{t('ops.members')}</th><th className={styles.num}>{t('ops.field.depositThreshold')}</th>
            <th className={styles.num}>{t('ops.field.validBetThreshold')}</th><th className={styles.num}>{t('ops.field.upgradeBonus')}</th><th className={styles.num}>{t('ops.field.monthlyBonus')}</th>
            <th className={styles.num}>{t('ops.field.rebateRate')}</th><th>{t('col.withdrawals')}</th><th />
          </tr>
        </thead>
        <tbody>
          {list.map((level) => (
            <tr key={level.level} className={editing?.number === level.level ? own.current : undefined}>
              <td><strong>VIP {level.level}</strong> <span className={styles.hint}>{pickLocalized(level.names, i18n.language)}</span></td>
              <td className={styles.num}>{level.members}</td>
              <td className={styles.num}>{level.depositThreshold}</td>
              <td className={styles.num}>{level.validBetThreshold}</td>
              <td className={styles.num}>{level.upgradeBonus}</td>
              <td className={styles.num}>{level.monthlyBonus}</td>
              <td className={styles.num}>{level.rebateRate}%</td>
              <td>{t('withdrawalLimit', { count: level.dailyWithdrawalCount, amount: level.dailyWithdrawalAmount })}</td>
              <td><Button size="sm" variant="secondary" onClick={() => { save.reset(); setEditing({ level, number: level.level }); }}>{t('ops.edit')}</Button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <VipPayouts />
    </section>
  );
}

function VipPayouts() {
  const { t, i18n } = useTranslation('vip');
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const [username, setUsername] = useState('');
  const payouts = useQuery({
    queryKey: ['ops', 'vip', 'payouts', page, username], placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callOps('opsVipPayouts', { query: { pageNo: page, pageSize: 20, username: username.trim() || undefined }, signal }),
  });
  return (
    <div className={styles.card}>
      <div className={styles.toolbar}>
        <h3>{t('ops.payouts')}</h3>
        <label className={styles.field}>
          <span>{t('ops.search')}</span>
          <input value={username} onChange={(event) => { setUsername(event.target.value); setPage(1); }} />
        </label>
      </div>
      {payouts.error ? <p className={styles.error} role="alert">{describeError(payouts.error)}</p> : null}
      {payouts.data && payouts.data.list.length === 0 ? <p className={styles.hint}>{t('ops.noPayouts')}</p> : null}
      {payouts.data && payouts.data.list.length > 0 ? (
        <>
          <table className={styles.table}>
            <thead><tr><th>{t('ops.col.time')}</th><th>{t('ops.col.member')}</th><th>{t('ops.col.kind')}</th><th>{t('ops.col.level')}</th><th>{t('ops.col.period')}</th><th className={styles.num}>{t('ops.col.amount')}</th></tr></thead>
            <tbody>
              {payouts.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt, i18n.language)}</td><td>{row.username}</td><td>{t(`ops.kind.${row.kind}`)}</td>
                  <td>VIP {row.level}</td><td>{row.period === '-' ? '—' : row.period}</td><td className={styles.num}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={payouts.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </div>
  );
}
