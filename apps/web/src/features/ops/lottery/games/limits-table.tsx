import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import type { BetTypeLimits } from '../api/games.ts';
import own from '../ops-lottery.module.css';

export const LIMIT_FIELDS = ['minStake', 'maxStake', 'liabilityCap'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

type TableProps = {
  rows: readonly string[];
  draft: Record<string, BetTypeLimits>;
  /** The limits in force: a row not among them is marked new. */
  saved: Record<string, BetTypeLimits>;
  changed: readonly string[];
  labelOf: (betType: string) => string;
  onChange: (betType: string, field: LimitField, value: string) => void;
};

/** One row a bet type (the default first) with its minimum and maximum stake and liability cap. */
export function LimitsTable({ rows, draft, saved, changed, labelOf, onChange }: TableProps) {
  const { t } = useTranslation('opsLottery');
  return (
    <div className={own.scroll}>
      <table className={`${styles.table} ${own.editTable}`}>
        <thead>
          <tr>
            <th>{t('limits.betType')}</th>
            <th>{t('limits.minStake')}</th>
            <th>{t('limits.maxStake')}</th>
            <th>{t('limits.liabilityCap')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((betType) => (
            <tr key={betType} className={changed.includes(betType) ? own.changed : undefined}>
              <td>
                {labelOf(betType)}
                {!(betType in saved) ? <span className={own.badge}>{t('limits.new')}</span> : null}
              </td>
              {LIMIT_FIELDS.map((field) => (
                <td key={field}>
                  <input
                    className={own.money}
                    value={draft[betType]![field]}
                    required
                    inputMode="decimal"
                    pattern="\d{1,12}(\.\d{1,4})?"
                    aria-label={`${t(`limits.${field}`)} · ${labelOf(betType)}`}
                    onChange={(event) => onChange(betType, field, event.target.value.trim())}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Gives a bet type limits of its own, starting from the default row's. */
export function AddBetType({
  addable,
  value,
  onChange,
  onAdd,
}: {
  addable: readonly string[];
  value: string;
  onChange: (betType: string) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('opsLottery');
  return (
    <div className={styles.toolbar}>
      <label className={styles.field}>
        <span>{t('limits.addBetType')}</span>
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          {addable.map((betType) => (
            <option key={betType} value={betType}>
              {betType}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="secondary" onClick={onAdd}>
        {t('limits.add')}
      </Button>
    </div>
  );
}
