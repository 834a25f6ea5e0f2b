import { opsSportsSettingsUpdate } from '@lucky/contracts/sportsbook/sportsbook-ops-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form/form-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import styles from '../../ops.module.css';
import type { SportsSettings, SportsSettingsUpdate } from '../api/settings.ts';
import own from '../ops-sportsbook.module.css';
import { bookBody, bookDraftOf, type BookDraft } from './settings-draft.ts';

const settingsSchema = bodySchemaOf(opsSportsSettingsUpdate);

/** What holds for the whole book whatever the sport: the cash-out margin, the in-play bet delay, the parlay cap. */
export function BookSettingsForm({
  settings,
  onPropose,
}: {
  settings: SportsSettings;
  onPropose: (body: SportsSettingsUpdate) => void;
}) {
  const { t } = useTranslation('opsSports');
  const resolver = useContractResolver<BookDraft, SportsSettingsUpdate>(settingsSchema, bookBody, {
    messages: {
      cashOutMargin: t('validation.margin'),
      betDelaySeconds: t('validation.betDelay'),
      parlayMaxPayout: t('validation.amount'),
    },
  });
  const { register, handleSubmit, formState } = useForm<BookDraft, unknown, SportsSettingsUpdate>({
    resolver,
    defaultValues: bookDraftOf(settings),
  });
  const { errors, isDirty } = formState;
  return (
    <form
      className={`${styles.card} ${own.wide}`}
      aria-label={t('book.title')}
      data-testid="sports-book-settings"
      onSubmit={handleSubmit(onPropose)}
      noValidate
    >
      <h3 className={own.heading}>{t('book.title')}</h3>
      <p className={styles.hint}>{t('book.hint')}</p>
      <div className={own.fieldGrid}>
        <TextField
          label={t('book.cashOutMarginPercent')}
          inputMode="decimal"
          error={errors.cashOutMargin?.message}
          {...register('cashOutMargin')}
        />
        <TextField
          label={t('book.betDelayField')}
          inputMode="numeric"
          error={errors.betDelaySeconds?.message}
          {...register('betDelaySeconds')}
        />
        <TextField
          label={t('book.parlayMaxPayout')}
          inputMode="decimal"
          error={errors.parlayMaxPayout?.message}
          {...register('parlayMaxPayout')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={!isDirty}>
          {t('book.review')}
        </Button>
      </div>
    </form>
  );
}
