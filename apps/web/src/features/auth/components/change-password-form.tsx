import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import {
  confirmRule,
  forceRequired,
  requiredRule,
  settingRule,
  useRuleResolver,
  type FormRules,
} from '../../../lib/form-rules.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { SESSION_KEYS } from '../../../lib/session-storage.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useLogin } from '../api/login.ts';
import styles from './auth-forms.module.css';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

export type ChangePasswordFormProps = { userName: string; knownOldPassword?: string };

/**
 * Change the password (forced after login, or from My Account), then log in again with
 * the new one, clear the pending flag, close and go home.
 */
export function ChangePasswordForm({ userName, knownOldPassword }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const settings = useRegisterSettings();
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const changePassword = useChangePassword();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const isOldKnown = Boolean(knownOldPassword);
  const rules: FormRules<Values> = {
    ...(isOldKnown ? {} : { oldPassword: requiredRule<Values>('oldPassword', 128) }),
    newPassword: settingRule('newPassword', forceRequired(settings.fields.password)),
    confirmNewPassword: confirmRule<Values>('confirmNewPassword', 'newPassword'),
  };
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async ({ oldPassword, newPassword, confirmNewPassword }) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync({
        oldPassword: knownOldPassword ?? oldPassword,
        newPassword,
        confirmNewPassword,
      });
    } catch (error) {
      setFormError(describeError(error));
      return;
    }
    sessionStorage.removeItem(SESSION_KEYS.passwordChangePending);
    try {
      const value = await login.mutateAsync({ type: 'username', username: userName, password: newPassword });
      await runLoginSequence(value, { kind: 'passwordChange', password: newPassword });
    } catch {
      // The password did change; if the new login fails the player logs in by hand.
      useSessionStore.getState().clear();
      useModalStore.getState().hideAll();
      useModalStore.getState().show('login');
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {!isOldKnown ? (
        <TextField
          label={tField('field.oldPassword')}
          isRequired
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
      ) : null}
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmNewPassword={register('confirmNewPassword')}
        errors={{ newPassword: errors.newPassword?.message, confirmNewPassword: errors.confirmNewPassword?.message }}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('common.saving') : t('changePassword.submit')}
      </Button>
    </form>
  );
}
