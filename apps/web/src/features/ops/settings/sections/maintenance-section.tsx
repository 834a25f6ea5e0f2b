import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { MerchantConfig } from '../api/settings.ts';
import { SectionEditor } from '../section-editor.tsx';
import { SettingsInput, toLocalInput } from '../settings-field.tsx';
import { maintenanceDraft } from '../settings-schemas.ts';
import styles from '../settings.module.css';

type Window = { start: string; end: string | null; reason?: string };

/** Maintenance windows: while now is inside one, the site answers maintenance (the desk keeps working). */
export function MaintenanceSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  return (
    <SectionEditor
      title={t('settings.tab.maintenance')}
      config={config}
      schema={maintenanceDraft}
      draftOf={(current) => ({
        windows: ((current.maintenance as Window[]) ?? []).map((window) => ({
          start: toLocalInput(window.start),
          end: toLocalInput(window.end),
          reason: window.reason ?? '',
        })),
      })}
      patchOf={(_, parsed) => ({ maintenance: parsed.windows })}
    >
      {(form) => <Windows form={form} />}
    </SectionEditor>
  );
}

type Form = UseFormReturn<z.input<typeof maintenanceDraft>, unknown, z.output<typeof maintenanceDraft>>;

function Windows({ form }: { form: Form }) {
  const { t } = useTranslation('opsReports');
  const windows = useFieldArray({ control: form.control, name: 'windows' });
  return (
    <>
      <p className={styles.hint}>{t('settings.maintenanceHint')}</p>
      {windows.fields.length === 0 ? <p className={styles.hint}>{t('settings.noWindows')}</p> : null}
      {windows.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.row}>
          <legend>{t('settings.window', { n: index + 1 })}</legend>
          <SettingsInput
            form={form}
            name={`windows.${index}.start`}
            type="datetime-local"
            label={t('settings.start')}
          />
          <SettingsInput
            form={form}
            name={`windows.${index}.end`}
            type="datetime-local"
            label={t('settings.end')}
            hint={t('settings.endHint')}
          />
          <SettingsInput form={form} name={`windows.${index}.reason`} label={t('settings.windowReason')} />
          <Button size="sm" variant="secondary" onClick={() => windows.remove(index)}>
            {t('settings.remove')}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => windows.append({ start: toLocalInput(new Date().toISOString()), end: '', reason: '' })}
        >
          {t('settings.addWindow')}
        </Button>
      </div>
    </>
  );
}
