import { OPERATOR_ROLES } from '@lucky/contracts/common/endpoint';
import { opsOperatorCreate, opsOperatorUpdate } from '@lucky/contracts/ops/ops-operator-endpoints';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/form/form-field.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useOperatorActions, type OpsOperator } from '../api/operators.ts';
import styles from '../ops.module.css';
import { NEW_OPERATOR, toCreateBody, toUpdateBody, type OperatorDraft } from './operator-draft.ts';

const draftOf = (operator: OpsOperator): OperatorDraft => ({
  ...NEW_OPERATOR,
  username: operator.username,
  role: operator.role,
  status: operator.status,
  allowedIps: operator.allowedIps.join('\n'),
  totpRequired: operator.totpRequired,
});

/** The settings an admin gives an operator and changes later: role, status (not at creation), allow list, two-factor. */
function OperatorSettingsFields({
  register,
  errors,
  isNew,
}: {
  register: UseFormRegister<OperatorDraft>;
  errors: FieldErrors<OperatorDraft>;
  isNew: boolean;
}) {
  const { t } = useTranslation('ops');
  return (
    <>
      <label className={styles.field}>
        <span>{t('operators.role')}</span>
        <select {...register('role')}>
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </label>
      {isNew ? null : (
        <label className={styles.field}>
          <span>{t('operators.status')}</span>
          <select {...register('status')}>
            <option value="ACTIVE">{t('operators.statusLabel.ACTIVE')}</option>
            <option value="DISABLED">{t('operators.statusLabel.DISABLED')}</option>
          </select>
        </label>
      )}
      <label className={styles.field}>
        <span>{t('operators.allowedIps')}</span>
        <textarea rows={3} {...register('allowedIps')} aria-invalid={errors.allowedIps ? true : undefined} />
      </label>
      <p className={styles.hint}>{errors.allowedIps?.message ?? t('operators.allowedIpsHint')}</p>
      <label className={styles.inline}>
        <input type="checkbox" {...register('totpRequired')} />
        <span>{t('operators.totpRequired')}</span>
      </label>
    </>
  );
}

/**
 * Creates an operator, or changes one (role, status, allow list, two-factor requirement) with a reason; the
 * editing form also resets a lost second factor. Every change goes to the audit log with the reason.
 */
export function OperatorForm({ operator, onDone }: { operator: OpsOperator | null; onDone: () => void }) {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const actions = useOperatorActions();
  const isNew = operator === null;
  const resolver = useContractResolver<OperatorDraft, Record<string, unknown>>(
    isNew ? bodySchemaOf(opsOperatorCreate) : bodySchemaOf(opsOperatorUpdate),
    isNew ? toCreateBody : toUpdateBody(operator.id),
  );
  const { register, handleSubmit, formState, getValues, trigger } = useForm<
    OperatorDraft,
    unknown,
    Record<string, unknown>
  >({
    resolver,
    defaultValues: isNew ? NEW_OPERATOR : draftOf(operator),
  });
  const save = isNew ? actions.create : actions.update;
  const error = save.error ?? actions.resetTotp.error;
  const submit = handleSubmit((body) => save.mutate(body as never, { onSuccess: onDone }));
  const resetTotp = async () => {
    if (!operator || !(await trigger('reason'))) return;
    if (!window.confirm(t('operators.resetConfirm', { username: operator.username }))) return;
    actions.resetTotp.mutate({ operatorId: operator.id, reason: getValues('reason') }, { onSuccess: onDone });
  };
  const errors = formState.errors;
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-label={isNew ? t('operators.create') : t('operators.edit', { username: operator.username })}
      data-testid="ops-operator-form"
    >
      <h2 className={styles.subtitle}>
        {isNew ? t('operators.create') : t('operators.edit', { username: operator.username })}
      </h2>
      {isNew ? (
        <>
          <TextField
            label={t('operators.username')}
            isRequired
            autoComplete="off"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={t('operators.password')}
            isRequired
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className={styles.hint}>{t('operators.passwordHint')}</p>
        </>
      ) : null}
      <OperatorSettingsFields register={register} errors={errors} isNew={isNew} />
      <TextField label={t('reason')} isRequired error={errors.reason?.message} {...register('reason')} />
      {error ? (
        <p className={styles.error} role="alert">
          {describeError(error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {isNew ? t('operators.createSubmit') : t('operators.save')}
        </Button>
        {!isNew && operator.totpEnrolled ? (
          <Button type="button" variant="secondary" onClick={resetTotp} disabled={actions.resetTotp.isPending}>
            {t('operators.resetTotp')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
