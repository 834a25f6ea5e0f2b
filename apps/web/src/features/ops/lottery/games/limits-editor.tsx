import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { betTypesOf, DEFAULT_LIMITS_KEY } from '../bet-types.ts';
import type { BetTypeLimits, OpsLotteryGame } from '../api/games.ts';
import own from '../ops-lottery.module.css';
import { AddBetType, LIMIT_FIELDS, LimitsTable, type LimitField } from './limits-table.tsx';
import type { ProposeChange } from './pending-change.ts';

/** The default row first, then the bet types with their own limits in the order the game lists them. */
function orderedRows(limits: Record<string, BetTypeLimits>): string[] {
  return [DEFAULT_LIMITS_KEY, ...Object.keys(limits).filter((key) => key !== DEFAULT_LIMITS_KEY)];
}

const isSame = (a: BetTypeLimits | undefined, b: BetTypeLimits) =>
  !!a && LIMIT_FIELDS.every((field) => Number(a[field]) === Number(b[field]));

/** Stake limits and liability caps: the `*` row for every bet type, and rows of their own for some. The server checks min ≤ max ≤ cap. */
export function LimitsEditor({ game, onPropose }: { game: OpsLotteryGame; onPropose: ProposeChange }) {
  const { t, i18n } = useTranslation('opsLottery');
  const [draft, setDraft] = useState<Record<string, BetTypeLimits>>(() => ({ ...game.limits }));
  const [adding, setAdding] = useState('');
  const rows = orderedRows(draft);
  const addable = betTypesOf(game.kind).filter((betType) => !(betType in draft));
  const labelOf = (betType: string) => (betType === DEFAULT_LIMITS_KEY ? t('limits.default') : betType);
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });

  const set = (betType: string, field: LimitField, value: string) =>
    setDraft((current) => ({ ...current, [betType]: { ...current[betType]!, [field]: value } }));
  const add = () => {
    const betType = adding || addable[0];
    if (!betType) return;
    setDraft((current) => ({
      ...current,
      [betType]: { ...(current[DEFAULT_LIMITS_KEY] ?? { minStake: '', maxStake: '', liabilityCap: '' }) },
    }));
    setAdding('');
  };
  const changed = rows.filter((betType) => !isSame(game.limits[betType], draft[betType]!));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    const limits = Object.fromEntries(changed.map((betType) => [betType, { ...draft[betType]! }]));
    onPropose({
      title: t('limits.confirm', { name: game.labelName }),
      lines: changed.map((betType) =>
        t('limits.line', {
          betType: labelOf(betType),
          min: money(draft[betType]!.minStake),
          max: money(draft[betType]!.maxStake),
          cap: money(draft[betType]!.liabilityCap),
        }),
      ),
      body: { gameCode: game.gameCode, limits },
      saved: t('limits.saved', { name: game.labelName }),
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-label={t('limits.title')} data-testid="lottery-limits">
      <h4 className={own.heading}>{t('limits.title')}</h4>
      <p className={styles.hint}>{t('limits.hint')}</p>
      <LimitsTable rows={rows} draft={draft} saved={game.limits} changed={changed} labelOf={labelOf} onChange={set} />
      {addable.length > 0 ? (
        <AddBetType addable={addable} value={adding || addable[0]!} onChange={setAdding} onAdd={add} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={changed.length === 0}>
          {t('limits.save')}
        </Button>
      </div>
    </form>
  );
}
