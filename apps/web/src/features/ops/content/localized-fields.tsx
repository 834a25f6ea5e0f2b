import { CONTENT_LANGUAGES } from '@lucky/contracts/ops/content-ops-endpoints';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import local from './content-desk.module.css';

export type LocalizedDraft = Record<(typeof CONTENT_LANGUAGES)[number], string>;

export const emptyLocalized = (): LocalizedDraft => ({ EN: '', CN: '', ID: '', TH: '', VI: '' });

export const toDraft = (text: Record<string, string>): LocalizedDraft => ({ ...emptyLocalized(), ...text });

/** The API wants English plus any other language that was filled in. */
export const toInput = (draft: LocalizedDraft) => ({
  EN: draft.EN,
  ...Object.fromEntries(
    CONTENT_LANGUAGES.filter((language) => language !== 'EN' && draft[language].trim()).map((language) => [
      language,
      draft[language],
    ]),
  ),
});

/** For text that may be left out in every language (a banner's subtitle): only the languages filled in. */
export const toOptionalInput = (draft: LocalizedDraft): Partial<LocalizedDraft> =>
  Object.fromEntries(
    CONTENT_LANGUAGES.filter((language) => draft[language].trim()).map((language) => [language, draft[language]]),
  );

type Language = (typeof CONTENT_LANGUAGES)[number];

type Props = {
  label: string;
  /** The registered input of one language's text. */
  field: (language: Language) => UseFormRegisterReturn;
  multiline?: boolean;
  maxLength: number;
  testId?: string;
  /** Every language may stay empty, English included (the text is then not shown at all). */
  isOptional?: boolean;
};

/** One input per translated language; English is required (unless optional) because every other language falls back to it. */
export function LocalizedFields({ label, field, multiline = false, maxLength, testId, isOptional = false }: Props) {
  const { t } = useTranslation('opsContent');
  const isRequired = (language: Language) => language === 'EN' && !isOptional;
  return (
    <fieldset className={`${styles.card} ${local.fieldset}`} data-testid={testId}>
      <legend className={styles.hint}>
        {label} · {t('localizedHint')}
      </legend>
      {CONTENT_LANGUAGES.map((language) => (
        <label key={language} className={styles.field}>
          <span>
            {t(`language.${language}`)}
            {isRequired(language) ? ' *' : ''}
          </span>
          {multiline ? (
            <textarea
              rows={5}
              maxLength={maxLength}
              required={isRequired(language)}
              aria-label={`${label} ${language}`}
              {...field(language)}
            />
          ) : (
            <input
              maxLength={maxLength}
              required={isRequired(language)}
              aria-label={`${label} ${language}`}
              {...field(language)}
            />
          )}
        </label>
      ))}
    </fieldset>
  );
}
