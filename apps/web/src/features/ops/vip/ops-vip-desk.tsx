import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import styles from '../ops.module.css';
import own from './ops-vip.module.css';
import { useSaveVipLevel, useVipLevels } from './api/levels.ts';
import { VipLevelForm } from './vip-level-form.tsx';
import { VipPayouts } from './vip-payouts.tsx';

type OpsVipLevel = ValueOf<(typeof ENDPOINTS)['opsVipLevels']>['list'][number];
/** The level being edited, or a new one (`level` null) with the number it will get. */
type Editing = { level: OpsVipLevel | null; number: number };

/** VIP_MAX_LEVEL of contracts' vip-endpoints.ts, copied: importing it would bring that file's schemas into the bundle. */
const VIP_MAX_LEVEL = 20;

/** Admin: the VIP ladder (edit a level, add the next one; every save audited) and the bonuses paid. */
export function OpsVipDesk() {
  const { t } = useTranslation('vip');
  const describeError = useErrorMessage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const levels = useVipLevels();
  const save = useSaveVipLevel(() => setEditing(null));
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  if (levels.isPending) return <Spinner size={28} label={t('loading')} />;
  if (levels.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(levels.error)}
      </p>
    );
  const { list, currency } = levels.data;
  // Levels follow each other from 0, so the next one is one above the highest.
  const nextNumber = list.reduce((highest, level) => Math.max(highest, level.level), -1) + 1;
  return (
    <div className={styles.panel} data-testid="ops-vip">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('ops.title')}</h2>
        {editing === null && nextNumber <= VIP_MAX_LEVEL ? (
          <Button size="sm" onClick={() => open({ level: null, number: nextNumber })}>
            {t('ops.add', { level: nextNumber })}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t('ops.hint', { currency })}</p>
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.saved', { level: save.data.level })}
        </p>
      ) : null}
      {editing ? (
        <VipLevelForm
          key={editing.number}
          level={editing.level}
          levelNumber={editing.number}
          isSaving={save.isPending}
          error={save.error ? describeError(save.error) : null}
          onSave={(input) => save.mutate(input)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {list.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <VipLevelsTable levels={list} editingNumber={editing?.number ?? null} onEdit={open} />
      )}
      <VipPayouts />
    </div>
  );
}

type TableProps = {
  levels: readonly OpsVipLevel[];
  /** The level open in the editor: highlighted, its edit button off. */
  editingNumber: number | null;
  onEdit: (editing: Editing) => void;
};

function VipLevelsTable({ levels, editingNumber, onEdit }: TableProps) {
  const { t, i18n } = useTranslation('vip');
  return (
    <table className={`${styles.table} ${own.levels}`}>
      <thead>
        <tr>
          <th>{t('ops.field.level')}</th>
          <th className={styles.num}>{t('ops.members')}</th>
          <th className={styles.num}>{t('ops.field.depositThreshold')}</th>
          <th className={styles.num}>{t('ops.field.validBetThreshold')}</th>
          <th className={styles.num}>{t('ops.field.keepDeposit')}</th>
          <th className={styles.num}>{t('ops.field.keepValidBet')}</th>
          <th className={styles.num}>{t('ops.field.upgradeBonus')}</th>
          <th className={styles.num}>{t('ops.field.monthlyBonus')}</th>
          <th className={styles.num}>{t('col.rebate')}</th>
          <th>{t('col.withdrawals')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr
            key={level.level}
            className={editingNumber === level.level ? own.current : undefined}
            data-testid={`ops-vip-level-${level.level}`}
          >
            <td>
              <strong>VIP {level.level}</strong>
              <div className={styles.hint}>{pickLocalized(level.names, i18n.language)}</div>
            </td>
            <td className={styles.num}>{level.members}</td>
            <td className={styles.num}>{level.depositThreshold}</td>
            <td className={styles.num}>{level.validBetThreshold}</td>
            <td className={styles.num}>{level.keepDeposit}</td>
            <td className={styles.num}>{level.keepValidBet}</td>
            <td className={styles.num}>{level.upgradeBonus}</td>
            <td className={styles.num}>{level.monthlyBonus}</td>
            <td className={styles.num}>{level.rebateRate}%</td>
            <td className={own.nowrap}>
              {t('withdrawalLimit', { count: level.dailyWithdrawalCount, amount: level.dailyWithdrawalAmount })}
            </td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                disabled={editingNumber === level.level}
                onClick={() => onEdit({ level, number: level.level })}
              >
                {t('ops.edit')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
