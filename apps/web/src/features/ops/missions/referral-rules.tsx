import { opsReferralRuleUpdate } from '@lucky/contracts/referral/referral-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import {
  useReferralRules,
  useSaveReferralRule,
  type ReferralRule,
  type ReferralRuleUpdate,
} from './api/referral-rules.ts';
import own from './ops-missions.module.css';

const ruleSchema = bodySchemaOf(opsReferralRuleUpdate);

type RuleDraft = { threshold: string; rewardAmount: string; enabled: boolean };

function RuleForm({ rule }: { rule: ReferralRule }) {
  const { t } = useTranslation('missions');
  const describeError = useErrorMessage();
  const save = useSaveReferralRule();
  const toBody = (draft: RuleDraft): ReferralRuleUpdate => ({ kind: rule.kind, ...draft });
  const { register, handleSubmit, formState } = useForm<RuleDraft, unknown, ReferralRuleUpdate>({
    resolver: useContractResolver<RuleDraft, ReferralRuleUpdate>(ruleSchema, toBody),
    defaultValues: { threshold: rule.threshold, rewardAmount: rule.rewardAmount, enabled: rule.enabled },
  });
  const problem = save.error ? describeError(save.error) : firstErrorMessage(formState.errors);
  const submit = handleSubmit((body) => save.mutate(body));
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
        <input inputMode="decimal" {...register('threshold')} />
      </label>
      <label className={styles.field}>
        <span>{t('ops.referral.reward')}</span>
        <input inputMode="decimal" {...register('rewardAmount')} />
      </label>
      <label className={styles.inline}>
        <input type="checkbox" {...register('enabled')} /> {t('ops.referral.enabled')}
      </label>
      <p className={styles.hint}>{t('ops.referral.paid', { count: rule.paidCount, amount: rule.paidAmount })}</p>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
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
