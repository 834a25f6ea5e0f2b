import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import { usePointsConfig, useSavePointsConfig } from './api/points-config.ts';
import type { PointsConfigInput } from './mall-types.ts';
import own from './ops-mall.module.css';

/** A money amount per point (up to four decimals, as the contract allows); "0" turns the source off. */
const RATE_PATTERN = '\\d{1,12}(\\.\\d{1,4})?';

/** Admin: how points are earned (money per point for each game category and for deposits) and converted to cash. */
export function PointsConfigDesk() {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const config = usePointsConfig();
  if (config.isPending) return <Spinner size={28} label={t('loading')} />;
  if (config.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(config.error)}
      </p>
    );
  const { currency, ...rates } = config.data;
  // The form starts from the rates loaded first; a save stores exactly what it shows.
  return <PointsConfigForm initial={rates} currency={currency} />;
}

type Draft = {
  bet: Record<GameCategory, string>;
  deposit: string;
  isEnabled: boolean;
  points: string;
  cash: string;
  minPoints: string;
};

const draftOf = (config: PointsConfigInput): Draft => ({
  bet: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, config.betMoneyPerPoint[category] ?? '0']),
  ) as Record<GameCategory, string>,
  deposit: config.depositMoneyPerPoint,
  isEnabled: config.convert.isEnabled,
  points: String(config.convert.points),
  cash: config.convert.cash,
  minPoints: String(config.convert.minPoints),
});

const toInput = (draft: Draft): PointsConfigInput => ({
  betMoneyPerPoint: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, draft.bet[category].trim()]),
  ) as Record<GameCategory, string>,
  depositMoneyPerPoint: draft.deposit.trim(),
  convert: {
    isEnabled: draft.isEnabled,
    points: Number(draft.points),
    cash: draft.cash.trim(),
    minPoints: Number(draft.minPoints),
  },
});

function PointsConfigForm({ initial, currency }: { initial: PointsConfigInput; currency: string }) {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const save = useSavePointsConfig();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    save.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toInput(draft));
  };
  const rateField = (label: string, value: string, onChange: (value: string) => void) => (
    <label key={label} className={styles.field}>
      <span>{label}</span>
      <input
        value={value}
        inputMode="decimal"
        required
        pattern={RATE_PATTERN}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={submit}
      aria-label={t('ops.config')}
      data-testid="ops-points-config"
    >
      <p className={styles.hint}>{t('ops.configHint', { currency })}</p>
      <fieldset className={own.group}>
        <legend>{t('ops.bet')}</legend>
        <div className={own.fields}>
          {GAME_CATEGORIES.map((category) =>
            rateField(t(`category.${category}`, { ns: 'common' }), draft.bet[category], (value) =>
              set('bet', { ...draft.bet, [category]: value }),
            ),
          )}
        </div>
      </fieldset>
      <fieldset className={own.group}>
        <legend>{t('ops.deposit')}</legend>
        <div className={own.fields}>
          {rateField(t('earn.deposit'), draft.deposit, (value) => set('deposit', value))}
        </div>
      </fieldset>
      <fieldset className={own.group}>
        <legend>{t('ops.convertTitle')}</legend>
        <label className={own.check}>
          <input
            type="checkbox"
            checked={draft.isEnabled}
            onChange={(event) => set('isEnabled', event.target.checked)}
          />
          <span>{t('ops.convertEnabled')}</span>
        </label>
        <div className={own.fields}>
          <label className={styles.field}>
            <span>{t('ops.convertPoints')}</span>
            <input
              type="number"
              min={1}
              max={1_000_000}
              step={1}
              required
              value={draft.points}
              onChange={(event) => set('points', event.target.value)}
            />
          </label>
          {rateField(t('ops.convertCash'), draft.cash, (value) => set('cash', value))}
          <label className={styles.field}>
            <span>{t('ops.minPoints')}</span>
            <input
              type="number"
              min={1}
              max={100_000_000}
              step={1}
              required
              value={draft.minPoints}
              onChange={(event) => set('minPoints', event.target.value)}
            />
          </label>
        </div>
        <p className={styles.hint}>
          {t('convert.rate', { points: draft.points || '?', cash: `${draft.cash || '?'} ${currency}` })}
        </p>
      </fieldset>
      {save.error ? (
        <p className={styles.error} role="alert">
          {describeError(save.error)}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.configSaved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.configSave')}
        </Button>
      </div>
    </form>
  );
}
