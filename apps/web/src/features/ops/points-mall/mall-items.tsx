import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import styles from '../ops.module.css';
import { MallItemForm } from './mall-item-form.tsx';
import { useMallItemActions, useMallItems } from './api/items.ts';
import type { OpsMallItem } from './mall-types.ts';
import own from './ops-mall.module.css';

/** Admin: every mall item, shown or hidden; create, edit, show or hide (each change audited). */
export function MallItems() {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const [editing, setEditing] = useState<OpsMallItem | 'new' | null>(null);
  const items = useMallItems();
  const { save, toggle } = useMallItemActions(() => setEditing(null));
  const open = (next: OpsMallItem | 'new') => {
    save.reset();
    setEditing(next);
  };

  return (
    <div className={styles.panel} data-testid="ops-mall-items">
      <div className={styles.header}>
        <p className={styles.hint}>{t('ops.itemsHint', { currency: items.data?.currency ?? '' })}</p>
        {editing === null ? (
          <Button size="sm" onClick={() => open('new')}>
            {t('ops.add')}
          </Button>
        ) : null}
      </div>
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.saved')}
        </p>
      ) : null}
      {editing !== null ? (
        <MallItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          isSaving={save.isPending}
          error={save.error ? describeError(save.error) : null}
          onSave={(input) => save.mutate(input)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {items.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {items.error ? (
        <p className={styles.error} role="alert">
          {describeError(items.error)}
        </p>
      ) : null}
      {toggle.error ? (
        <p className={styles.error} role="alert">
          {describeError(toggle.error)}
        </p>
      ) : null}
      {items.data?.list.length === 0 ? <EmptyState title={t('ops.noItems')} /> : null}
      {items.data && items.data.list.length > 0 ? (
        <MallItemsTable
          items={items.data.list}
          editingId={editing !== null && editing !== 'new' ? editing.id : null}
          onEdit={open}
          toggle={toggle}
        />
      ) : null}
    </div>
  );
}

type TableProps = {
  items: readonly OpsMallItem[];
  /** The item open in the editor, highlighted in the list. */
  editingId: number | null;
  onEdit: (item: OpsMallItem) => void;
  toggle: ReturnType<typeof useMallItemActions>['toggle'];
};

function MallItemsTable({ items, editingId, onEdit, toggle }: TableProps) {
  const { t, i18n } = useTranslation('points');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('ops.col.item')}</th>
          <th>{t('ops.field.kind')}</th>
          <th className={styles.num}>{t('ops.field.pointsCost')}</th>
          <th className={styles.num}>{t('ops.field.cashValue')}</th>
          <th className={styles.num}>{t('ops.field.stock')}</th>
          <th className={styles.num}>{t('ops.field.sort')}</th>
          <th>{t('ops.col.status')}</th>
          <th>{t('ops.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="ops-mall-item-row" className={editingId === item.id ? own.current : undefined}>
            <td>
              <div className={own.itemCell}>
                <img className={own.thumb} src={item.imageUrl} alt="" loading="lazy" />
                <span>{pickLocalized(item.names, i18n.language)}</span>
              </div>
            </td>
            <td>{t(`kind.${item.kind}`)}</td>
            <td className={styles.num}>{item.pointsCost}</td>
            <td className={styles.num}>{item.kind === 'CASH' ? item.cashValue : '—'}</td>
            <td className={styles.num}>{item.stock === null ? t('ops.unlimited') : item.stock}</td>
            <td className={styles.num}>{item.sort}</td>
            <td className={item.isEnabled ? own.on : own.off}>
              {item.isEnabled ? t('ops.enabled') : t('ops.disabled')}
            </td>
            <td>
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(item)}>
                  {t('ops.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={toggle.isPending} onClick={() => toggle.mutate(item)}>
                  {item.isEnabled ? t('ops.disable') : t('ops.enable')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
