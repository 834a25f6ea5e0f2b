import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useLowerLimit, useOpsExclude } from './ops-play-api.ts';
import styles from '../ops.module.css';

const KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
const BREAKS = [
  'COOL_OFF:24H',
  'COOL_OFF:7D',
  'COOL_OFF:30D',
  'SELF_EXCLUSION:6M',
  'SELF_EXCLUSION:1Y',
  'SELF_EXCLUSION:5Y',
  'SELF_EXCLUSION:PERMANENT',
] as const;

function Outcome({ error, isDone, done }: { error: unknown; isDone: boolean; done: string }) {
  const describeError = useErrorMessage();
  if (error)
    return (
      <p className={styles.error} role="alert">
        {describeError(error)}
      </p>
    );
  return isDone ? (
    <p className={styles.success} role="status">
      {done}
    </p>
  ) : null;
}

/** Lowers (or sets) one of the member's limits with a reason; the server refuses a raise. */
export function LowerLimitForm({ username }: { username: string }) {
  const { t } = useTranslation('responsiblePlay');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('DEPOSIT');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('DAY');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const lower = useLowerLimit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lower.mutate(
      kind === 'SESSION'
        ? { username, kind, period: 'SESSION', amount: Number(amount), reason }
        : { username, kind, period, amount, reason },
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('ops.lowerTitle')}>
      <h3 className={styles.subtitle}>{t('ops.lowerTitle')}</h3>
      <p className={styles.hint}>{t('ops.lowerHint')}</p>
      <div className={styles.inline}>
        <select
          aria-label={t('limits.kindLabel')}
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`limits.kind.${value}`)}
            </option>
          ))}
        </select>
        {kind !== 'SESSION' ? (
          <select
            aria-label={t('limits.periodLabel')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as typeof period)}
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.period.${value}`)}
              </option>
            ))}
          </select>
        ) : null}
        <input
          aria-label={kind === 'SESSION' ? t('limits.minutesLabel') : t('limits.amountLabel')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <input
        aria-label={t('ops.reason')}
        placeholder={t('ops.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={lower.isPending || reason.trim().length < 2 || !amount.trim()}>
        {t('ops.lower')}
      </Button>
      <Outcome error={lower.error} isDone={lower.isSuccess} done={t('ops.lowered')} />
    </form>
  );
}

/** Puts the member on a cool-off or self-exclusion with a reason; the server refuses one shorter than what runs. */
export function ExcludeForm({ username }: { username: string }) {
  const { t } = useTranslation('responsiblePlay');
  const [choice, setChoice] = useState<(typeof BREAKS)[number]>('COOL_OFF:24H');
  const [reason, setReason] = useState('');
  const exclude = useOpsExclude();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, duration] = choice.split(':');
    exclude.mutate({ username, kind, duration, reason } as Parameters<typeof exclude.mutate>[0]);
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('ops.excludeTitle')}>
      <h3 className={styles.subtitle}>{t('ops.excludeTitle')}</h3>
      <select
        aria-label={t('ops.excludeTitle')}
        value={choice}
        onChange={(e) => setChoice(e.target.value as typeof choice)}
      >
        {BREAKS.map((value) => {
          const [kind, duration] = value.split(':');
          return (
            <option key={value} value={value}>
              {t(`break.kind.${kind}`)} · {t(`break.duration.${duration}`)}
            </option>
          );
        })}
      </select>
      <input
        aria-label={t('ops.reason')}
        placeholder={t('ops.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={exclude.isPending || reason.trim().length < 2}>
        {t('ops.exclude')}
      </Button>
      <Outcome error={exclude.error} isDone={exclude.isSuccess} done={t('ops.excluded')} />
    </form>
  );
}
