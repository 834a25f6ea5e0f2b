import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { normalizeDialingCode } from '../../../lib/dialing-codes.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useRuleResolver } from '../../../lib/form-rules.ts';
// The register modal's field rendering and merchant rules, reused so both forms ask the same way.
import { RegisterFieldInput } from '../../../components/form/register-field-input.tsx';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import styles from './agent-ui.module.css';
import {
  buildDownlineBody,
  buildDownlineRules,
  EMPTY_DOWNLINE_VALUES,
  FIELD_OF_ERROR,
  isDownlineFieldRequired,
  shownDownlineFields,
  type DownlineField,
  type DownlineValues,
} from '../utils/downline-register-rules.ts';
import formStyles from './register-center.module.css';
import { useRegisterDownline } from '../api/register-downline.ts';

type Created = { username: string; type: number };

/** Server refusals of individual fields: `request.invalid` carries the fields and their messages. */
function fieldIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'request.invalid') return [];
  const value = error.value as { fields?: unknown; messages?: unknown } | null;
  if (!value || !Array.isArray(value.fields) || !Array.isArray(value.messages)) return [];
  const messages: unknown[] = value.messages;
  return value.fields.map((field, index) => ({
    field: String(field),
    message: String(messages[index] ?? error.message),
  }));
}

/** Account page: the agent creates a direct downline member or sub-agent under the merchant's registration rules. */
export function DownlineRegisterForm({ creatableTypes }: { creatableTypes: readonly number[] }) {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  const registerDownline = useRegisterDownline();
  const settings = useRegisterSettings();
  const shown = useMemo(() => shownDownlineFields(settings), [settings]);
  const [dialingCode, setDialingCode] = useState(() => normalizeDialingCode(settings.defaultDialingCode));
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<DownlineValues>({
    resolver: useRuleResolver(buildDownlineRules(settings, shown)),
    defaultValues: { ...EMPTY_DOWNLINE_VALUES, type: String(creatableTypes[0] ?? 0) },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    try {
      const value = await registerDownline.mutateAsync(buildDownlineBody(values, shown, dialingCode));
      setCreated({ username: value.username, type: value.type });
      reset({ ...EMPTY_DOWNLINE_VALUES, type: values.type });
    } catch (error) {
      const issues = fieldIssues(error).filter((issue) => shown.includes(issue.field as DownlineField));
      for (const issue of issues) setError(issue.field as DownlineField, { type: 'server', message: issue.message });
      const field = error instanceof ApiError ? FIELD_OF_ERROR[error.code] : undefined;
      if (field && shown.includes(field)) setError(field, { type: 'server', message: describeError(error) });
      else if (issues.length === 0) setFormError(describeError(error));
    }
  });

  const { errors, isSubmitting } = formState;
  const isIsoBirthday = settings.fields.birthday.patternId !== 13;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('register.title')}>
      <div className={styles.field}>
        <label htmlFor="downline-type">{t('register.accountType')}</label>
        <select id="downline-type" {...register('type')}>
          {creatableTypes.map((type) => (
            <option key={type} value={String(type)}>
              {t(`accountType.${type}`, { defaultValue: String(type) })}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.grid}>
        {shown.map((field) => (
          <div key={field} className={field === 'username' || field === 'mobileNum' ? formStyles.wide : undefined}>
            <RegisterFieldInput
              field={field}
              isRequired={isDownlineFieldRequired(settings, field)}
              error={errors[field]?.message}
              input={register(field)}
              isIsoBirthday={isIsoBirthday}
              phone={{
                dialingCode,
                defaultDialingCode: settings.defaultDialingCode,
                onDialingCodeChange: setDialingCode,
              }}
            />
          </div>
        ))}
      </div>
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      {created ? <CreatedNotice created={created} /> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </div>
    </form>
  );
}

function CreatedNotice({ created }: { created: Created }) {
  const { t } = useTranslation('agent');
  return (
    <p className={styles.success} role="status" data-testid="downline-created">
      {t('register.created', {
        username: created.username,
        type: t(`accountType.${created.type}`, { defaultValue: String(created.type) }),
      })}
    </p>
  );
}
