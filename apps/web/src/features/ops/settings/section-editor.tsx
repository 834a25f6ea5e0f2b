import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useSaveConfig, type MerchantConfig } from './api/settings.ts';
import { diffConfig, type ConfigChange } from './config-diff.ts';
import { SectionSavedContext } from './saved-context.ts';
import styles from './settings.module.css';

type Props<Draft extends FieldValues, Parsed> = {
  title: string;
  config: MerchantConfig;
  schema: z.ZodType<Parsed, Draft>;
  draftOf: (config: MerchantConfig) => Draft;
  /** The top-level keys of the configuration the parsed form replaces. */
  patchOf: (config: MerchantConfig, parsed: Parsed) => MerchantConfig;
  children: (form: UseFormReturn<Draft, unknown, Parsed>) => ReactNode;
};

type Pending = { patch: MerchantConfig; changes: ConfigChange[] };

/**
 * One section of the settings desk: its form (checked by the section's schema), then a preview of the change
 * (every setting before → after) with the reason the audit log keeps, then the save of the whole document.
 */
export function SectionEditor<Draft extends FieldValues, Parsed>(props: Props<Draft, Parsed>) {
  const { t } = useTranslation('opsReports');
  const form = useForm<Draft, unknown, Parsed>({
    defaultValues: props.draftOf(props.config) as never,
    resolver: zodResolver(props.schema as never) as never,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const onSaved = useContext(SectionSavedContext);
  const preview = form.handleSubmit((parsed) => {
    const patch = props.patchOf(props.config, parsed);
    setPending({ patch, changes: diffConfig(pick(props.config, Object.keys(patch)), patch) });
  });
  return (
    <section className={styles.section} aria-label={props.title}>
      <h3 className={styles.sectionTitle}>{props.title}</h3>
      <form onSubmit={preview} className={styles.form} noValidate>
        {props.children(form)}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {t('settings.preview')}
          </Button>
        </div>
      </form>
      {pending ? (
        <ChangePreview
          pending={pending}
          config={props.config}
          onDone={() => {
            setPending(null);
            onSaved();
          }}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

const pick = (config: MerchantConfig, keys: string[]) => Object.fromEntries(keys.map((key) => [key, config[key]]));

type PreviewProps = { pending: Pending; config: MerchantConfig; onDone: () => void; onCancel: () => void };

/** The change before it is made: each setting's old and new value, the reason, confirm or cancel. */
function ChangePreview({ pending, config, onDone, onCancel }: PreviewProps) {
  const { t } = useTranslation('opsReports');
  const [reason, setReason] = useState('');
  const save = useSaveConfig();
  const errorMessage = useErrorMessage();
  const tooShort = reason.trim().length < 3;
  if (pending.changes.length === 0)
    return (
      <div className={styles.preview} data-testid="settings-preview">
        <p>{t('settings.noChange')}</p>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('settings.back')}
        </Button>
      </div>
    );
  return (
    <div className={styles.preview} data-testid="settings-preview">
      <h4 className={styles.previewTitle}>{t('settings.previewTitle', { count: pending.changes.length })}</h4>
      <ul className={styles.changes}>
        {pending.changes.map((change) => (
          <li key={change.path}>
            <code>{change.path}</code>: <span className={styles.before}>{change.before}</span> →{' '}
            <span className={styles.after}>{change.after}</span>
          </li>
        ))}
      </ul>
      <label className={styles.field}>
        <span>{t('settings.reason')}</span>
        <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </label>
      {save.error ? (
        <p role="alert" className={styles.issue}>
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          disabled={tooShort || save.isPending}
          // Not mutate's own onSuccess: the save reloads the configuration, which remounts this section (keyed by the
          // document) before that callback would run, and a callback of an unmounted caller never runs. The promise
          // settles anyway; a failure shows through save.error above.
          onClick={() =>
            void save
              .mutateAsync({ config: { ...config, ...pending.patch }, reason: reason.trim() })
              .then(onDone, () => undefined)
          }
        >
          {t('settings.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </div>
  );
}
