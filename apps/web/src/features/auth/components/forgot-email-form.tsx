import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { forceRequired, settingRule, useRuleResolver, type FormRules } from '../../../lib/form-rules.ts';
import { showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import { useForgotByEmail } from '../api/forgot-by-email.ts';
import styles from './auth-forms.module.css';

type Values = { username: string; email: string };

/** Forgot password by e-mail: the server mails a reset link when username and e-mail match; the player is told so, neutrally. */
export function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const settings = useRegisterSettings();
  const describeError = useErrorMessage();
  const forgotByEmail = useForgotByEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const rules: FormRules<Values> = {
    username: settingRule('username', forceRequired(settings.fields.username)),
    email: settingRule('email', forceRequired(settings.fields.email)),
  };
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { username: '', email: '' },
  });

  const submit = handleSubmit(async ({ username, email }) => {
    setFormError(null);
    try {
      await forgotByEmail.mutateAsync({ username: username.trim(), email: email.trim() });
      useModalStore.getState().hide('forgotPassword');
      // The server answers the same whether or not the pair matches, so the message may not claim a mail went out.
      showDialog({ title: t('dialog.info'), message: t('forgot.emailSentIfMatch'), confirmText: t('common.ok') });
    } catch (error) {
      setFormError(describeError(error));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('forgot.emailIntro')}</p>
      <TextField
        label={tField('field.username')}
        isRequired
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={tField('field.email')}
        isRequired
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('common.sending') : t('forgot.sendLink')}
      </Button>
    </form>
  );
}
