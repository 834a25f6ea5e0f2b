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

/** Reaching the level: totals since registration, and the monthly figures that keep it. */
const REQUIREMENT_FIELDS = ['depositThreshold', 'validBetThreshold', 'keepDeposit', 'keepValidBet'] as const;
const BENEFIT_MONEY_FIELDS = ['upgradeBonus', 'monthlyBonus', 'dailyWithdrawalAmount'] as const;
const MONEY_FIELDS = [...REQUIREMENT_FIELDS, ...BENEFIT_MONEY_FIELDS] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
/** Level 0 is every member, so the server refuses thresholds above 0 there. */
const ZERO_AT_LEVEL_ZERO: readonly MoneyField[] = ['depositThreshold', 'validBetThreshold'];

type Draft = Record<MoneyField | 'rebateRate' | 'dailyWithdrawalCount', string> & { names: Record<string, string> };

function draftOf(level: VipLevel | null): Draft {
  return {
    names: { ...level?.names },
    rebateRate: level?.rebateRate ?? '0.00',
    dailyWithdrawalCount: String(level?.dailyWithdrawalCount ?? 5),
    ...(Object.fromEntries(MONEY_FIELDS.map((field) => [field, level?.[field] ?? '0.00'])) as Record<
      MoneyField,
      string
    >),
  };
}

function toInput(draft: Draft, levelNumber: number): LevelInput {
  return {
    level: levelNumber,
    names: draft.names as LevelInput['names'],
    rebateRate: draft.rebateRate.trim(),
    dailyWithdrawalCount: Number(draft.dailyWithdrawalCount),
    ...(Object.fromEntries(
      MONEY_FIELDS.map((field) => [
        field,
        levelNumber === 0 && ZERO_AT_LEVEL_ZERO.includes(field) ? '0' : draft[field].trim(),
      ]),
    ) as Record<MoneyField, string>),
  };
}

type Props = {
  level: VipLevel | null;
  levelNumber: number;
  isSaving: boolean;
  error: string | null;
  onSave: (input: LevelInput) => void;
  onCancel: () => void;
};

/** Edit or add one level: its name in every language, what it takes to reach and keep it, and its benefits. */
export function VipLevelForm({ level, levelNumber, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('vip');
  const [draft, setDraft] = useState(() => draftOf(level));
  const set = (key: Exclude<keyof Draft, 'names'>, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toInput(draft, levelNumber));
  };
  const moneyField = (field: MoneyField) => {
    const locked = levelNumber === 0 && ZERO_AT_LEVEL_ZERO.includes(field);
    return (
      <label key={field} className={styles.field}>
        <span>{t(`ops.field.${field}`)}</span>
        <input
          value={locked ? '0.00' : draft[field]}
          inputMode="decimal"
          required
          disabled={locked}
          pattern="\d+(\.\d{1,2})?"
          onChange={(event) => set(field, event.target.value)}
        />
      </label>
    );
  };
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={submit}
      aria-label={`VIP ${levelNumber}`}
      data-testid="ops-vip-form"
    >
      <h3 className={own.formTitle}>
        {level ? t('ops.editTitle', { level: levelNumber }) : t('ops.newTitle', { level: levelNumber })}
      </h3>
      <fieldset className={own.group}>
        <legend>{t('ops.group.names')}</legend>
        <div className={own.grid}>
          {TRANSLATED_LANGUAGES.map((language) => (
            <label key={language} className={styles.field}>
              <span>{t('ops.names', { language })}</span>
              <input
                value={draft.names[language] ?? ''}
                maxLength={200}
                required
                onChange={(event) =>
                  setDraft((current) => ({ ...current, names: { ...current.names, [language]: event.target.value } }))
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={own.group}>
        <legend>{t('ops.group.requirements')}</legend>
        <div className={own.grid}>{REQUIREMENT_FIELDS.map(moneyField)}</div>
        <p className={styles.hint}>{levelNumber === 0 ? t('ops.levelZeroHint') : t('ops.requirementsHint')}</p>
      </fieldset>
      <fieldset className={own.group}>
        <legend>{t('ops.group.benefits')}</legend>
        <div className={own.grid}>
          {moneyField('upgradeBonus')}
          {moneyField('monthlyBonus')}
          <label className={styles.field}>
            <span>{t('ops.field.rebateRate')}</span>
            <input
              value={draft.rebateRate}
              inputMode="decimal"
              required
              pattern="\d{1,3}(\.\d{1,2})?"
              onChange={(event) => set('rebateRate', event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('ops.field.dailyWithdrawalCount')}</span>
            <input
              type="number"
              min={0}
              max={1000}
              step={1}
              required
              value={draft.dailyWithdrawalCount}
              onChange={(event) => set('dailyWithdrawalCount', event.target.value)}
            />
          </label>
          {moneyField('dailyWithdrawalAmount')}
        </div>
      </fieldset>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSaving} data-testid="ops-vip-save">
          {t('ops.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('ops.cancel')}
        </Button>
      </div>
    </form>
  );
}
