import { opsSportsSettingsUpdate } from '@lucky/contracts/sportsbook/sportsbook-ops-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/form-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import styles from '../../ops.module.css';
import type { SportLimits, SportsSettingsUpdate } from '../api/settings.ts';
import own from '../ops-sportsbook.module.css';
import { limitsBody, limitsDraftOf, stakeOrderIssues, type LimitsDraft, type LimitsTarget } from './settings-draft.ts';

const settingsSchema = bodySchemaOf(opsSportsSettingsUpdate);
const MONEY_FIELDS = ['minStake', 'maxStake', 'maxPayout', 'liabilityCap'] as const;

type Props = {
  target: LimitsTarget;
  /** The row's name in the desk's language: "Football · defaults", "Football · Asian handicap". */
  title: string;
  limits: SportLimits;
  onPropose: (body: SportsSettingsUpdate) => void;
  onClose: () => void;
};

/** One row's margin and limits, checked as the server will check them before the change is proposed. */
export function LimitsEditor({ target, title, limits, onPropose, onClose }: Props) {
  const { t } = useTranslation('opsSports');
  const amountWord = t('validation.amount');
  const resolver = useContractResolver<LimitsDraft, SportsSettingsUpdate>(
    settingsSchema,
    (draft) => limitsBody(target, draft),
    {
      messages: {
        margin: t('validation.margin'),
        minStake: amountWord,
        maxStake: amountWord,
        maxPayout: amountWord,
        liabilityCap: amountWord,
      },
      check: (draft) =>
        stakeOrderIssues(draft, {
          minAboveZero: t('validation.minAboveZero'),
          minAboveMax: t('validation.minAboveMax'),
          payoutBelowMax: t('validation.payoutBelowMax'),
        }),
    },
  );
  const { register, handleSubmit, formState } = useForm<LimitsDraft, unknown, SportsSettingsUpdate>({
    resolver,
    defaultValues: limitsDraftOf(limits),
  });
  const { errors, isDirty } = formState;
  return (
    <form
      className={`${styles.card} ${own.wide}`}
      aria-label={title}
      data-testid="sports-limits-editor"
      onSubmit={handleSubmit(onPropose)}
      noValidate
    >
      <h4 className={own.heading}>{title}</h4>
      <div className={own.fieldGrid}>
        <TextField
          label={t('limits.marginPercent')}
          inputMode="decimal"
          error={errors.margin?.message}
          {...register('margin')}
        />
        {MONEY_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`limits.${field}`)}
            inputMode="decimal"
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
      <p className={styles.hint}>{t('limits.rule')}</p>
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={!isDirty}>
          {t('limits.review')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
