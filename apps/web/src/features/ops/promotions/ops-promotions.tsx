import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMayCall } from '../use-may-call.ts';
import { useClosePromotion, usePromotions } from './api/promotions.ts';
import styles from '../ops.module.css';
import { ApplicationQueue } from './application-queue.tsx';
import { PromotionEditor } from './promotion-editor.tsx';
import { PromotionRow } from './promotion-row.tsx';
import type { OpsPromotion } from './promotion-form-state.ts';

/** Every promotion with its numbers; an admin creates, edits and closes them. */
function PromotionTable() {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const isAdmin = useMayCall('opsPromotionCreate');
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const query = usePromotions();
  const close = useClosePromotion();
  if (editing) return <PromotionEditor editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <section className={styles.panel} aria-label={t('ops.promotions')}>
      {isAdmin ? (
        <div>
          <Button size="sm" onClick={() => setEditing('new')} data-testid="ops-promotion-new">
            {t('ops.create')}
          </Button>
        </div>
      ) : null}
      {close.error ? (
        <p className={styles.error} role="alert">
          {describeError(close.error)}
        </p>
      ) : null}
      {query.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {query.data ? (
        <table className={styles.table} data-testid="ops-promotions">
          <thead>
            <tr>
              <th>{t('ops.promotion')}</th>
              <th>{t('ops.field.kind')}</th>
              <th>{t('ops.status')}</th>
              <th>{t('ops.window')}</th>
              <th>{t('ops.participants')}</th>
              <th>{t('ops.paid')}</th>
              <th>{t('ops.pending')}</th>
              <th>{t('ops.action')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((row) => (
              <PromotionRow
                key={row.id}
                row={row}
                isAdmin={isAdmin}
                isClosing={close.isPending}
                onEdit={() => setEditing(row)}
                onClose={() => close.mutate(row.id)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** The promotions desk at /ops: applications to review, and the promotions themselves. */
export function OpsPromotions() {
  const { t } = useTranslation('promotions');
  const [view, setView] = useState<'applications' | 'promotions'>('applications');
  return (
    <div className={styles.panel}>
      <Tabs
        ariaLabel={t('ops.title')}
        active={view}
        onChange={(key) => setView(key as typeof view)}
        items={[
          { key: 'applications', label: t('ops.applications') },
          { key: 'promotions', label: t('ops.promotions') },
        ]}
      />
      {view === 'applications' ? <ApplicationQueue /> : <PromotionTable />}
    </div>
  );
}
