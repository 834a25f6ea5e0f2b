import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { requiredRule, useRuleResolver, type FormRules } from '../../../lib/form-rules.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { rememberCredentials, type RememberedLogin } from '../remember-me.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import styles from './auth-forms.module.css';

type Values = { username: string; password: string; captcha: string };

const isCaptchaFailure = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'login.captcha.required' || error.code === 'captcha.invalid' ||
    Boolean((error.value as { captchaRequired?: boolean } | null)?.captchaRequired));

export type LoginUsernameFormProps = {
  remembered: RememberedLogin;
  isRemembering: boolean;
  rememberBox: ReactNode;
  onForgotPassword: () => void;
};

/** Username + password (+ captcha once the server asks for it). */
export function LoginUsernameForm({ remembered, isRemembering, rememberBox, onForgotPassword }: LoginUsernameFormProps) {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha(isCaptchaShown);

  const rules: FormRules<Values> = {
    username: requiredRule('username', 64),
    password: requiredRule('password', 128),
    ...(isCaptchaShown ? { captcha: requiredRule<Values>('captcha', 16) } : {}),
  };
  const { register, handleSubmit, setValue, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { username: remembered.userName ?? '', password: remembered.password ?? '', captcha: '' },
  });

  const submit = handleSubmit(async ({ username, password, captcha: captchaText }) => {
    setFormError(null);
    const userName = username.trim();
    try {
      const value = await callApi('sessionLogin', {
        body: { type: 'username', username: userName, password, ...(isCaptchaShown ? { captcha: captchaText.trim() } : {}) },
      });
      if (isRemembering) rememberCredentials(userName, password);
      await runLoginSequence(value, { kind: 'username', password });
    } catch (error) {
      if (isCaptchaFailure(error)) {
        if (isCaptchaShown) captcha.reload();
        setIsCaptchaShown(true);
        setValue('captcha', '');
      }
      setFormError(describeError(error));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={tField('field.username')} isRequired autoComplete="username" placeholder={t('login.usernamePlaceholder')}
        error={errors.username?.message} {...register('username')} />
      <TextField label={tField('field.password')} isRequired type="password" autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')} error={errors.password?.message} {...register('password')} />
      {isCaptchaShown ? (
        <TextField label={tField('field.captcha')} isRequired autoComplete="off" placeholder={t('captcha.placeholder')}
          error={errors.captcha?.message} {...register('captcha')}
          suffix={<CaptchaImage image={captcha.image} isLoading={captcha.isLoading} onRefresh={captcha.refresh} />} />
      ) : null}
      <div className={styles.between}>
        {rememberBox}
        <button type="button" className={styles.link} onClick={onForgotPassword}>{t('login.forgotPassword')}</button>
      </div>
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
