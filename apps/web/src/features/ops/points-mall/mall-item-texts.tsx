import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { MallItemDraft } from './mall-item-draft.ts';
import own from './ops-mall.module.css';

/** The item's name and description in every site language. */
export function MallItemTexts({ register }: { register: UseFormRegister<MallItemDraft> }) {
  const { t } = useTranslation('points');
  return (
    <div className={own.texts}>
      {TRANSLATED_LANGUAGES.map((language) => (
        <div key={language} className={own.textPair}>
          <label className={styles.field}>
            <span>{t('ops.name', { language })}</span>
            <input maxLength={200} required {...register(`names.${language}`)} />
          </label>
          <label className={styles.field}>
            <span>{t('ops.description', { language })}</span>
            <textarea rows={2} maxLength={2000} required {...register(`descriptions.${language}`)} />
          </label>
        </div>
      ))}
    </div>
  );
}
