import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { FormAlerts } from '../form/form-alerts.tsx';
import { callApi } from '../../lib/api-client.ts';
import { isPositiveAmount } from '../../lib/form-rules.ts';
import { useMemberInfo } from '../../lib/member-info.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import styles from './deposit-limit-offer.module.css';

const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
type Period = (typeof PERIODS)[number];

/** Where a member's "Not now" (or a limit set here) is kept, so the offer is made once, not on every visit. */
export const offerSeenKey = (account: string) => `depositLimitOffer:${account.toLowerCase()}`;

/**
 * The responsible-play page's key of the member's play state (features/responsible-play/api/keys.ts): the same key,
 * so a limit set here shows there and the other way round.
 */
const playStateKey = (token: string | null) => ['responsiblePlay', 'state', token] as const;

function usePlayState() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: playStateKey(token),
    queryFn: ({ signal }) => callApi('playState', { signal }),
    enabled: Boolean(token),
  });
}

function useSetDepositLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { period: Period; amount: string }) =>
      callApi('playLimitSet', { body: { kind: 'DEPOSIT', ...body } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['responsiblePlay'] }),
  });
}

/**
 * The offer of a deposit limit before the first deposit (issue 20: limits offered at the first deposit): a short,
 * skippable panel that sets the limit through the same call as the responsible-play page (shared here: the member
 * centre's deposit page shows it). Shown only to a member
 * who has never deposited (`isFirstDeposit`), has no deposit limit and has not answered it before on this device.
 */
export function DepositLimitOffer({ isFirstDeposit }: { isFirstDeposit: boolean }) {
  const { t } = useTranslation('responsiblePlay');
  const account = useMemberInfo().data?.account ?? null;
  const state = usePlayState();
  const setLimit = useSetDepositLimit();
  const [period, setPeriod] = useState<Period>('DAY');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isAnsweredNow, setIsAnsweredNow] = useState(false);
  const isAnswered = isAnsweredNow || account === null || localStorage.getItem(offerSeenKey(account)) !== null;
  const answer = () => {
    if (account) localStorage.setItem(offerSeenKey(account), new Date().toISOString());
    setIsAnsweredNow(true);
  };
  const hasDepositLimit = state.data?.limits.some((limit) => limit.kind === 'DEPOSIT') ?? true;
  if (setLimit.data?.applied === 'NOW')
    return (
      <p className={styles.note} role="status">
        {t('offer.done')}
      </p>
    );
  if (!isFirstDeposit || isAnswered || hasDepositLimit) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const text = amount.trim();
    if (!isPositiveAmount(text)) return setProblem(t('limits.amountInvalid'));
    setLimit.mutate({ period, amount: text }, { onSuccess: answer });
  };
  return (
    <section className={styles.offer} aria-labelledby="deposit-limit-offer" data-testid="deposit-limit-offer">
      <h4 id="deposit-limit-offer">{t('offer.title')}</h4>
      <p className={styles.note}>{t('offer.text')}</p>
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('offer.title')}>
        <label>
          {t('limits.periodLabel')}
          <select value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.period.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('offer.amountLabel')}
          <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
        </label>
        <Button type="submit" disabled={setLimit.isPending}>
          {t('limits.save')}
        </Button>
        <Button variant="ghost" onClick={answer}>
          {t('offer.skip')}
        </Button>
      </form>
      <FormAlerts problem={problem} error={setLimit.error} className={styles.alert} />
    </section>
  );
}
