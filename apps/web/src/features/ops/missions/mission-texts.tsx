import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { MissionDraft } from './mission-draft.ts';
import own from './ops-missions.module.css';

/** Title and description in every site language; English is required, the others fall back to it. */
export function MissionTexts({ register }: { register: UseFormRegister<MissionDraft> }) {
  const { t } = useTranslation('missions');
  return (
    <div className={own.texts}>
      {TRANSLATED_LANGUAGES.map((language) => (
        <div key={language} className={own.textPair}>
          <label className={styles.field}>
            <span>{t('ops.field.titleIn', { language })}</span>
            <input maxLength={500} required={language === 'EN'} {...register(`title.${language}`)} />
          </label>
          <label className={styles.field}>
            <span>{t('ops.field.descriptionIn', { language })}</span>
            <input maxLength={500} required={language === 'EN'} {...register(`description.${language}`)} />
          </label>
        </div>
      ))}
    </div>
  );
}
