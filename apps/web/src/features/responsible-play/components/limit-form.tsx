import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPositiveAmount } from '../../../lib/form-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { useSetLimit, type LimitBody } from '../api/play-state.ts';
import styles from '../responsible-play.module.css';

type Kind = LimitBody['kind'];
const KINDS: Kind[] = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'];
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

/** Sets or changes one limit; the answer says whether it applies now or waits for the member's confirmation. */
export function LimitForm() {
  const { t } = useTranslation('responsiblePlay');
  const [kind, setKind] = useState<Kind>('DEPOSIT');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('DAY');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setLimit = useSetLimit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const text = amount.trim();
    if (kind === 'SESSION') {
      const minutes = Number(text);
      if (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440) return setProblem(t('limits.minutesInvalid'));
      return setLimit.mutate({ kind, period: 'SESSION', amount: minutes });
    }
    if (!isPositiveAmount(text)) return setProblem(t('limits.amountInvalid'));
    setLimit.mutate({ kind, period, amount: text });
  };
  return (
    <form className={styles.limitForm} onSubmit={onSubmit} aria-label={t('limits.formLabel')}>
      <label>
        {t('limits.kindLabel')}
        <select value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`limits.kind.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {kind !== 'SESSION' ? (
        <label>
          {t('limits.periodLabel')}
          <select value={period} onChange={(event) => setPeriod(event.target.value as (typeof PERIODS)[number])}>
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.period.${value}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {kind === 'SESSION' ? t('limits.minutesLabel') : t('limits.amountLabel')}
        <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
      </label>
      <Button type="submit" disabled={setLimit.isPending}>
        {t('limits.save')}
      </Button>
      {setLimit.data ? (
        <p className={styles.note} role="status">
          {t(`limits.applied.${setLimit.data.applied}`)}
        </p>
      ) : null}
      <FormAlerts problem={problem} error={setLimit.error} className={styles.alert} />
    </form>
  );
}
