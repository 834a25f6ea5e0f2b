import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { compareMoney, isMoneyText, timesMoney } from '../utils/money-sum.ts';
import { oddsText } from '@lucky/contracts/sportsbook/odds-format';
import { OddsChangeSelect } from './odds-change-select.tsx';
import { SlipPickRow } from './slip-pick-row.tsx';
import { MAX_PICKS, pickId, type SlipMode, type SlipPick } from './slip-store.ts';
import { useSlipQuote, type SlipQuote } from './use-slip-quote.ts';
import styles from './slip.module.css';

type StakeForm = { stake: string };

/** The stake's rule: an amount within the quote's limits (the server checks the same again). */
function useStakeRule(quote: SlipQuote) {
  const { t } = useTranslation(['sportsbook', 'validation']);
  const money = useMoney();
  return (value: string): true | string => {
    const text = value.trim();
    if (text === '') return t('validation:validation.notEmpty');
    if (!isMoneyText(text) || compareMoney(text, '0') <= 0) return t('slip.stakeInvalid');
    if (quote.minStake && compareMoney(text, quote.minStake) < 0)
      return t('slip.stakeMin', { min: money(quote.minStake) });
    if (quote.maxStake && compareMoney(text, quote.maxStake) > 0)
      return t('slip.stakeMax', { max: money(quote.maxStake) });
    return true;
  };
}

/** Totals under the stake: combined odds of a parlay, the total stake of several singles, the potential payout. */
function SlipTotals({ quote, mode, stake, count }: { quote: SlipQuote; mode: SlipMode; stake: string; count: number }) {
  const { t } = useTranslation('sportsbook');
  const money = useMoney();
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const isStake = isMoneyText(stake) && compareMoney(stake.trim(), '0') > 0;
  return (
    <dl className={styles.totals}>
      {mode === 'PARLAY' && quote.oddsMilli !== null ? (
        <>
          <dt>{t('slip.combinedOdds')}</dt>
          <dd>{oddsText(quote.oddsMilli, format)}</dd>
        </>
      ) : null}
      {mode === 'SINGLE' && count > 1 ? (
        <>
          <dt>{t('slip.totalStake')}</dt>
          <dd>{isStake ? money(timesMoney(stake.trim(), count)) : '-'}</dd>
        </>
      ) : null}
      <dt>{t('slip.payout')}</dt>
      <dd className={styles.payout}>{money(quote.potentialPayout)}</dd>
    </dl>
  );
}

type SlipFormProps = { picks: SlipPick[]; mode: SlipMode; isPlacing: boolean; onPlace: (stake: string) => void };

/** The picks with what the quote says of each, the stake, the totals, the odds-change policy and the place button. */
export function SlipForm({ picks, mode, isPlacing, onPlace }: SlipFormProps) {
  const { t } = useTranslation('sportsbook');
  const money = useMoney();
  const describe = useErrorMessage();
  const isLoggedIn = useSessionStore((session) => session.isLoggedIn);
  const showModal = useModalStore((modals) => modals.show);
  const form = useForm<StakeForm>({ defaultValues: { stake: '' }, mode: 'onChange' });
  const stake = useWatch({ control: form.control, name: 'stake' });
  const quote = useSlipQuote(picks, mode, stake);
  const rule = useStakeRule(quote);
  const onSubmit = form.handleSubmit(({ stake: value }) => onPlace(value.trim()));
  return (
    <>
      <ul className={styles.picks}>
        {picks.map((pick) => (
          <SlipPickRow key={pickId(pick)} pick={pick} status={quote.legs.get(pickId(pick))} />
        ))}
      </ul>
      {picks.length >= MAX_PICKS ? <p className={styles.note}>{t('slip.full', { count: MAX_PICKS })}</p> : null}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={mode === 'PARLAY' ? t('slip.stakeParlay') : t('slip.stakeEach')}
          inputMode="decimal"
          autoComplete="off"
          error={form.formState.errors.stake?.message}
          {...form.register('stake', { validate: rule })}
        />
        {quote.minStake && quote.maxStake ? (
          <p className={styles.limits}>
            {t('slip.limits', { min: money(quote.minStake), max: money(quote.maxStake) })}
          </p>
        ) : null}
        {quote.error ? (
          <p className={styles.reason} role="alert">
            {describe(quote.error)}
          </p>
        ) : null}
        <SlipTotals quote={quote} mode={mode} stake={stake} count={picks.length} />
        <OddsChangeSelect />
        {isLoggedIn ? (
          <Button type="submit" block disabled={isPlacing || quote.isBlocked}>
            {isPlacing ? t('slip.placing') : t('slip.place')}
          </Button>
        ) : (
          <Button block onClick={() => showModal('login')}>
            {t('slip.loginToBet')}
          </Button>
        )}
      </form>
    </>
  );
}
