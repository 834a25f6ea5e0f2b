import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import { useReferralRules, useSaveReferralRule, type ReferralRule } from './api/referral-rules.ts';
import own from './ops-missions.module.css';

function RuleForm({ rule }: { rule: ReferralRule }) {
  const { t } = useTranslation('missions');
  const describeError = useErrorMessage();
  const [threshold, setThreshold] = useState(rule.threshold);
  const [rewardAmount, setRewardAmount] = useState(rule.rewardAmount);
  const [enabled, setEnabled] = useState(rule.enabled);
  const save = useSaveReferralRule();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ kind: rule.kind, threshold: threshold.trim(), rewardAmount: rewardAmount.trim(), enabled });
  };
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-label={t(`referral.kind.${rule.kind}`)}
      data-testid={`ops-referral-${rule.kind}`}
    >
      <strong>{t(`referral.kind.${rule.kind}`)}</strong>
      <label className={styles.field}>
        <span>{t('ops.referral.threshold')}</span>
        <input value={threshold} inputMode="decimal" onChange={(event) => setThreshold(event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('ops.referral.reward')}</span>
        <input value={rewardAmount} inputMode="decimal" onChange={(event) => setRewardAmount(event.target.value)} />
      </label>
      <label className={styles.inline}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
        {t('ops.referral.enabled')}
      </label>
      <p className={styles.hint}>{t('ops.referral.paid', { count: rule.paidCount, amount: rule.paidAmount })}</p>
      {save.error ? (
        <p className={styles.error} role="alert">
          {describeError(save.error)}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.referral.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('ops.referral.save')}
        </Button>
      </div>
    </form>
  );
}

/** Referral reward rules: threshold, reward and switch per kind; each save is audited. */
export function ReferralRules() {
  const { t } = useTranslation('missions');
  const describeError = useErrorMessage();
  const rules = useReferralRules();
  return (
    <section className={styles.panel} aria-labelledby="ops-referral-title">
      <h2 id="ops-referral-title" className={styles.subtitle}>
        {t('ops.referral.title')}
      </h2>
      <p className={styles.hint}>{t('ops.referral.intro')}</p>
      {rules.isPending ? <Spinner size={24} label={t('ops.referral.title')} /> : null}
      {rules.error ? (
        <p className={styles.error} role="alert">
          {describeError(rules.error)}
        </p>
      ) : null}
      {rules.data ? (
        <div className={own.rules}>
          {rules.data.map((rule) => (
            <RuleForm key={`${rule.kind}:${rule.threshold}:${rule.rewardAmount}:${rule.enabled}`} rule={rule} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
