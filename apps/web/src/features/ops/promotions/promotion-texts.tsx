import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { Lang, PromotionDraft } from './promotion-form-state.ts';

/**
 * Title, summary and content in the language of the open tab. The inputs are keyed by the language so each tab
 * shows its own texts (the others keep theirs in the form).
 */
export function PromotionTexts({ register, lang }: { register: UseFormRegister<PromotionDraft>; lang: Lang }) {
  const { t } = useTranslation('promotions');
  return (
    <>
      <label className={styles.field}>
        {t('ops.field.title')} ({lang})
        <input key={lang} maxLength={80} {...register(`title.${lang}`)} />
      </label>
      <label className={styles.field}>
        {t('ops.field.summary')} ({lang})
        <input key={lang} maxLength={240} {...register(`summary.${lang}`)} />
      </label>
      <label className={styles.field}>
        {t('ops.field.content')} ({lang})
        <textarea key={lang} rows={8} maxLength={8000} {...register(`content.${lang}`)} />
        <span className={styles.hint}>{t('ops.contentHint')}</span>
      </label>
    </>
  );
}
