import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../api/settings.ts';
import { SectionEditor } from '../section-editor.tsx';
import { SettingsCheck, SettingsInput } from '../settings-field.tsx';
import { registrationDraft } from '../settings-schemas.ts';
import styles from '../settings.module.css';

type Register = {
  fields: Record<string, { shown: boolean; required: boolean }>;
  minAge: number;
  birthdayMinAge: number;
  mobileDigits: { min: number; max: number };
};

/** Registration rules: ages, mobile number length, and which optional fields the form shows and requires. */
export function RegistrationSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  const register = config.register as Register;
  const names = Object.keys(register.fields);
  return (
    <SectionEditor
      title={t('settings.tab.registration')}
      config={config}
      schema={registrationDraft}
      draftOf={() =>
        ({
          minAge: String(register.minAge),
          birthdayMinAge: String(register.birthdayMinAge),
          mobileMin: String(register.mobileDigits.min),
          mobileMax: String(register.mobileDigits.max),
          fields: Object.fromEntries(
            names.map((name) => [
              name,
              { shown: register.fields[name]!.shown, required: register.fields[name]!.required },
            ]),
          ),
        }) as never
      }
      // A field keeps its pattern and lengths; only whether it is shown and required changes here.
      patchOf={(_, parsed) => ({
        register: {
          ...register,
          minAge: parsed.minAge,
          birthdayMinAge: parsed.birthdayMinAge,
          mobileDigits: { min: parsed.mobileMin, max: parsed.mobileMax },
          fields: Object.fromEntries(names.map((name) => [name, { ...register.fields[name], ...parsed.fields[name] }])),
        },
      })}
    >
      {(form) => (
        <>
          <div className={styles.grid}>
            <SettingsInput form={form} name="minAge" label={t('settings.minAge')} />
            <SettingsInput form={form} name="birthdayMinAge" label={t('settings.birthdayMinAge')} />
            <SettingsInput form={form} name="mobileMin" label={t('settings.mobileMin')} />
            <SettingsInput form={form} name="mobileMax" label={t('settings.mobileMax')} />
          </div>
          <table className={styles.fieldTable}>
            <thead>
              <tr>
                <th>{t('settings.field')}</th>
                <th>{t('settings.shown')}</th>
                <th>{t('settings.required')}</th>
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>
                    <SettingsCheck form={form} name={`fields.${name}.shown`} label={t('settings.shown')} />
                  </td>
                  <td>
                    <SettingsCheck form={form} name={`fields.${name}.required`} label={t('settings.required')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </SectionEditor>
  );
}
