import { MODULE_IDS } from '@lucky/contracts/common/modules';
import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../api/settings.ts';
import { SectionEditor } from '../section-editor.tsx';
import { SettingsCheck, SettingsInput } from '../settings-field.tsx';
import { languagesDraft, modulesDraft, regionDraft, SITE_LANGUAGES } from '../settings-schemas.ts';
import styles from '../settings.module.css';

type Regions = { allowCountries: string[]; denyCountries: string[]; allowCidrs: string[]; denyCidrs: string[] };
const REGION_FIELDS = ['allowCountries', 'denyCountries', 'allowCidrs', 'denyCidrs'] as const;

/** Who may reach the site: countries and address ranges allowed or refused. */
export function RegionSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  return (
    <SectionEditor
      title={t('settings.tab.regions')}
      config={config}
      schema={regionDraft}
      draftOf={(current) => {
        const rules = current.regionRules as Regions;
        return Object.fromEntries(REGION_FIELDS.map((key) => [key, (rules?.[key] ?? []).join(', ')])) as Record<
          (typeof REGION_FIELDS)[number],
          string
        >;
      }}
      patchOf={(_, parsed) => ({ regionRules: parsed })}
    >
      {(form) => (
        <>
          <p className={styles.hint}>{t('settings.regionHint')}</p>
          {REGION_FIELDS.map((key) => (
            <SettingsInput key={key} form={form} name={key} label={t(`settings.${key}`)} />
          ))}
        </>
      )}
    </SectionEditor>
  );
}

/** The site's module switches (registration kinds, free play, the mall, VIP, the centres…). */
export function ModulesSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  return (
    <SectionEditor
      title={t('settings.tab.modules')}
      config={config}
      schema={modulesDraft}
      draftOf={(current) => ({
        modules: Object.fromEntries(
          MODULE_IDS.map((id) => [id, Boolean((current.modules as Record<string, boolean>)?.[id])]),
        ),
      })}
      patchOf={(_, parsed) => ({ modules: parsed.modules })}
    >
      {(form) => (
        <div className={styles.checks}>
          {MODULE_IDS.map((id) => (
            <SettingsCheck key={id} form={form} name={`modules.${id}`} label={t(`settings.module.${id}`)} />
          ))}
        </div>
      )}
    </SectionEditor>
  );
}

/** The languages the site offers and the one a visitor gets first. */
export function LanguagesSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  return (
    <SectionEditor
      title={t('settings.tab.languages')}
      config={config}
      schema={languagesDraft}
      draftOf={(current) =>
        current.languages as { supported: (typeof SITE_LANGUAGES)[number][]; default: (typeof SITE_LANGUAGES)[number] }
      }
      patchOf={(_, parsed) => ({ languages: parsed })}
    >
      {(form) => (
        <>
          <fieldset className={styles.checks}>
            <legend>{t('settings.supported')}</legend>
            {SITE_LANGUAGES.map((language) => (
              <label key={language} className={styles.check}>
                <input type="checkbox" value={language} {...form.register('supported')} />
                <span>{t(`settings.language.${language}`)}</span>
              </label>
            ))}
          </fieldset>
          {form.formState.errors.supported ? (
            <small role="alert" className={styles.issue}>
              {t(form.formState.errors.supported.message ?? '')}
            </small>
          ) : null}
          <div className={styles.field}>
            <label htmlFor="settings-default-language">{t('settings.defaultLanguage')}</label>
            <select id="settings-default-language" {...form.register('default')}>
              {SITE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`settings.language.${language}`)}
                </option>
              ))}
            </select>
            {form.formState.errors.default ? (
              <small role="alert" className={styles.issue}>
                {t(form.formState.errors.default.message ?? '')}
              </small>
            ) : null}
          </div>
        </>
      )}
    </SectionEditor>
  );
}
