import { opsPromotionCreate } from '@lucky/contracts/promotions/ops-promotion-endpoints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import { useSavePromotion } from './api/save-promotion.ts';
import { PrizeList } from './prize-list.tsx';
import {
  bodyOf,
  draftOf,
  KIND_FIELDS,
  LANGS,
  newDraft,
  type Lang,
  type OpsPromotion,
  type PromotionBody,
  type PromotionDraft,
} from './promotion-form-state.ts';
import { PromotionSettings } from './promotion-settings.tsx';
import { PromotionTexts } from './promotion-texts.tsx';

const promotionSchema = bodySchemaOf(opsPromotionCreate);

type TermField = 'percent' | 'cap' | 'minDeposit' | 'turnoverMultiplier' | 'rebatePercent' | 'maxRebate' | 'fixedBonus';

/** Create or edit a promotion: kind, filter type, period, window, texts in every language, and the kind's terms. */
export function PromotionEditor({ editing, onDone }: { editing: OpsPromotion | null; onDone: () => void }) {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const [lang, setLang] = useState<Lang>('EN');
  const save = useSavePromotion(onDone);
  const { register, handleSubmit, control, setValue, formState } = useForm<PromotionDraft, unknown, PromotionBody>({
    resolver: useContractResolver<PromotionDraft, PromotionBody>(promotionSchema, bodyOf),
    defaultValues: editing ? draftOf(editing) : newDraft(),
  });
  const fields = KIND_FIELDS[useWatch({ control, name: 'kind' })];
  const problem = save.error ? describeError(save.error) : firstErrorMessage(formState.errors);
  return (
    <form
      className={styles.card}
      onSubmit={handleSubmit((body) => save.mutate({ body, id: editing?.id }))}
      aria-label={editing ? t('ops.edit') : t('ops.create')}
      data-testid="ops-promotion-editor"
    >
      <h3 className={styles.subtitle}>{editing ? t('ops.edit') : t('ops.create')}</h3>
      <PromotionSettings register={register} control={control} setValue={setValue} isEditing={editing !== null} />
      <Tabs
        ariaLabel={t('ops.language')}
        active={lang}
        onChange={(key) => setLang(key as Lang)}
        items={LANGS.map((code) => ({ key: code, label: code }))}
      />
      <PromotionTexts register={register} lang={lang} />
      <div className={styles.columns}>
        {(fields.filter((field) => field !== 'prizes') as TermField[]).map((key) => (
          <label key={key} className={styles.field}>
            {t(`ops.field.${key}`)}
            <input inputMode="decimal" {...register(key)} />
          </label>
        ))}
      </div>
      {fields.includes('prizes') ? <PrizeList control={control} register={register} lang={lang} /> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={save.isPending} data-testid="ops-promotion-save">
          {t('ops.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('ops.cancel')}
        </Button>
      </div>
    </form>
  );
}
