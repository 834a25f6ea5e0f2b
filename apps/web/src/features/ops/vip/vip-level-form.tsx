import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { VipLevel } from '@lucky/contracts/vip/vip-endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import own from './ops-vip.module.css';

export type LevelInput = BodyOf<(typeof ENDPOINTS)['opsVipLevelSave']>;
const MONEY_FIELDS = ['depositThreshold', 'validBetThreshold', 'keepDeposit', 'keepValidBet', 'upgradeBonus', 'monthlyBonus', 'dailyWithdrawalAmount'] as const;
type Draft = Record<(typeof MONEY_FIELDS)[number] | 'rebateRate' | 'dailyWithdrawalCount', string> & { names: Record<string, string> };

function draftOf(level: VipLevel | null): Draft {
  return {
    names: { ...level?.names }, rebateRate: level?.rebateRate ?? '0.00', dailyWithdrawalCount: String(level?.dailyWithdrawalCount ?? 5),
    ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, level?.[field] ?? '0.00'])) as Record<(typeof MONEY_FIELDS)[number], string>,
  };
}

type Props = { level: VipLevel | null; levelNumber: number; isSaving: boolean; error: string | null; onSave: (input: LevelInput) => void; onCancel: () => void };

/** Edit or add one level: its name in every language, thresholds, keep figures and benefits. */
export function VipLevelForm({ level, levelNumber, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('vip');
  const [draft, setDraft] = useState(() => draftOf(level));
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      level: levelNumber, names: draft.names as LevelInput['names'], rebateRate: draft.rebateRate.trim(), dailyWithdrawalCount: Number(draft.dailyWithdrawalCount) || 0,
      ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, draft[field].trim()])) as Record<(typeof MONEY_FIELDS)[number], string>,
    });
  };
  return (
    <form className={`${styles.card} ${own.form}`} onSubmit={submit} data-testid="ops-vip-form">
      <h3 className={own.formTitle}>VIP {levelNumber}</h3>
      <div className={own.grid}>
        {TRANSLATED_LANGUAGES.map((language) => (
          <label key={language} className={styles.field}>
            <span>{t('ops.names', { language })}</span>
            <input value={draft.names[language] ?? ''} maxLength={200} required onChange={(event) => setDraft((current) => ({ ...current, names: { ...current.names, [language]: event.target.value } }))} />
          </label>
        ))}
        {MONEY_FIELDS.map((field) => (
          <label key={field} className={styles.field}>
            <span>{t(`ops.field.${field}`)}</span>
            <input value={draft[field]} inputMode="decimal" onChange={(event) => set(field, event.target.value)} data-testid={`vip-field-${field}`} />
          </label>
        ))}
        <label className={styles.field}>
          <span>{t('ops.field.rebateRate')}</span>
          <input value={draft.rebateRate} inputMode="decimal" onChange={(event) => set('rebateRate', event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.dailyWithdrawalCount')}</span>
          <input value={draft.dailyWithdrawalCount} inputMode="numeric" onChange={(event) => set('dailyWithdrawalCount', event.target.value)} />
        </label>
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <div className={styles.row}>
        <Button type="submit" disabled={isSaving} data-testid="ops-vip-save">{t('ops.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('ops.cancel')}</Button>
      </div>
    </form>
  );
}
