import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import type { Lang, PromotionBody, PromotionDraft } from './promotion-form-state.ts';

type Props = {
  control: Control<PromotionDraft, unknown, PromotionBody>;
  register: UseFormRegister<PromotionDraft>;
  lang: Lang;
};

/** A raffle's prizes: amount, weight (its chance against the others) and name in the open tab's language. */
export function PrizeList({ control, register, lang }: Props) {
  const { t } = useTranslation('promotions');
  const prizes = useFieldArray({ control, name: 'prizes' });
  return (
    <fieldset className={styles.field}>
      <legend>{t('ops.field.prizes')}</legend>
      {prizes.fields.map((prize, index) => (
        <div key={prize.id} className={styles.row}>
          <input
            aria-label={t('ops.prizeAmount')}
            placeholder={t('ops.prizeAmount')}
            size={8}
            {...register(`prizes.${index}.amount`)}
          />
          <input
            aria-label={t('ops.prizeWeight')}
            placeholder={t('ops.prizeWeight')}
            size={6}
            {...register(`prizes.${index}.weight`)}
          />
          <input
            key={lang}
            aria-label={`${t('ops.prizeName')} (${lang})`}
            placeholder={`${t('ops.prizeName')} (${lang})`}
            {...register(`prizes.${index}.name.${lang}`)}
          />
          <Button size="sm" variant="ghost" onClick={() => prizes.remove(index)}>
            {t('ops.remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => prizes.append({ amount: '', weight: '1', name: { EN: '', CN: '', ID: '', TH: '', VI: '' } })}
        >
          {t('ops.addPrize')}
        </Button>
      </div>
    </fieldset>
  );
}
