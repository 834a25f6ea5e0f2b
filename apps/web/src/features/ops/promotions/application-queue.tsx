import { APPLICATION_STATUSES } from '@lucky/contracts/promotions/promotion-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { InputAction } from '../input-action.tsx';
import { callOps } from '../ops-session.ts';
import styles from '../ops.module.css';

type Status = (typeof APPLICATION_STATUSES)[number];

function ApplicationImage({ imageId }: { imageId: number }) {
  const { t } = useTranslation('promotions');
  const { data, error } = useQuery({
    queryKey: ['ops', 'promotionImage', imageId], staleTime: Infinity,
    queryFn: ({ signal }) => callOps('opsPromotionApplicationImage', { query: { imageId }, signal }),
  });
  if (error) return <span className={styles.error}>{t('ops.imageFailed')}</span>;
  if (!data) return <span className={styles.hint}>…</span>;
  const src = `data:${data.mime};base64,${data.dataBase64}`;
  return <a href={src} target="_blank" rel="noreferrer"><img className={styles.proof} src={src} alt={t('ops.imageAlt', { id: imageId })} /></a>;
}

/** Waiting applications first: an operator pays the fixed (or an entered) bonus, or rejects with a reason. */
export function ApplicationQueue() {
  const { t, i18n } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status | ''>('APPLYING');
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const query = useQuery({
    queryKey: ['ops', 'promotionApplications', page, status],
    queryFn: ({ signal }) => callOps('opsPromotionApplications', { query: { pageNo: page, pageSize: 20, status: status || undefined }, signal }),
  });
  const refresh = () => { void client.invalidateQueries({ queryKey: ['ops', 'promotionApplications'] }); void client.invalidateQueries({ queryKey: ['ops', 'promotions'] }); };
  const approve = useMutation({ mutationFn: (input: { id: number; amount?: string }) => callOps('opsPromotionApplicationApprove', { body: input }), onSuccess: refresh });
  const reject = useMutation({ mutationFn: (input: { id: number; reason: string }) => callOps('opsPromotionApplicationReject', { body: input }), onSuccess: refresh });
  const title = (text: Record<string, string>) => text[i18n.language] || text.EN;
  const problem = approve.error ?? reject.error;
  return (
    <section className={styles.panel} aria-label={t('ops.applications')}>
      <label className={styles.row}>
        {t('ops.filter')}
        <select value={status} onChange={(event) => { setStatus(event.target.value as Status | ''); setPage(1); }}>
          <option value="">{t('ops.all')}</option>
          {APPLICATION_STATUSES.map((item) => <option key={item} value={item}>{t(`status.${item}`)}</option>)}
        </select>
      </label>
      {problem ? <p className={styles.error} role="alert">{describeError(problem)}</p> : null}
      {approve.isSuccess || reject.isSuccess ? <p className={styles.success} role="status">{t('ops.reviewed')}</p> : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {query.error ? <p className={styles.error} role="alert">{describeError(query.error)}</p> : null}
      {query.data && query.data.list.length === 0 ? <EmptyState title={t('ops.noApplications')} /> : null}
      {query.data && query.data.list.length > 0 ? (
        <>
          <table className={styles.table} data-testid="ops-promotion-applications">
            <thead><tr><th>{t('ops.time')}</th><th>{t('ops.member')}</th><th>{t('ops.promotion')}</th><th>{t('ops.comment')}</th><th>{t('ops.status')}</th><th>{t('ops.action')}</th></tr></thead>
            <tbody>
              {query.data.list.map((item) => (
                <tr key={item.id} data-testid="ops-application" data-username={item.username}>
                  <td>{formatDateTime(item.createdAt, i18n.language)}</td>
                  <td>{item.username}</td>
                  <td>{title(item.title)}</td>
                  <td>
                    <div>{item.comment}</div>
                    {item.imageIds.length > 0 ? <div className={styles.proofs}>{item.imageIds.map((imageId) => <ApplicationImage key={imageId} imageId={imageId} />)}</div> : null}
                  </td>
                  <td>{t(`status.${item.status}`)}{item.amount ? <div className={styles.hint}>{item.amount}</div> : null}{item.reason ? <div className={styles.hint}>{item.reason}</div> : null}</td>
                  <td>
                    {item.status === 'APPLYING' ? (
                      <div className={styles.row}>
                        <input aria-label={t('ops.bonusAmount')} placeholder={item.fixedBonus ?? t('ops.bonusAmount')} value={amounts[item.id] ?? ''} size={8}
                          onChange={(event) => setAmounts({ ...amounts, [item.id]: event.target.value })} data-testid="ops-application-amount" />
                        <Button size="sm" data-testid="ops-application-approve" disabled={approve.isPending || (!item.fixedBonus && !amounts[item.id])}
                          onClick={() => approve.mutate({ id: item.id, ...(amounts[item.id] ? { amount: amounts[item.id] } : {}) })}>{t('ops.approve')}</Button>
                        <InputAction label={t('ops.reject')} placeholder={t('ops.rejectReason')} busy={reject.isPending} onSubmit={(reason) => reject.mutate({ id: item.id, reason })} />
                      </div>
                    ) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={query.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
