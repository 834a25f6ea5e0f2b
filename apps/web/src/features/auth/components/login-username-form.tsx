import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import { useUsernameLogin } from '../hooks/use-username-login.ts';
import { CaptchaImage } from './captcha-image.tsx';
import styles from './auth-forms.module.css';

export type LoginUsernameFormProps = {
  /** The account this device remembers (the server's answer), or null. */
  rememberedUserName: string | null;
  isRemembering: boolean;
  rememberBox: ReactNode;
  onForgotPassword: () => void;
};

/**
 * Username + password (+ captcha once the server asks for it). When the device remembers the
 * account, its name is filled in and the password may stay empty: the remembered device logs in.
 * The password itself is never kept anywhere in the browser.
 */
export function LoginUsernameForm({
  rememberedUserName,
  isRemembering,
  rememberBox,
  onForgotPassword,
}: LoginUsernameFormProps) {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const { form, submit, formError, captcha, isCaptchaShown, isDeviceReady } = useUsernameLogin(
    rememberedUserName,
    isRemembering,
  );
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={tField('field.username')}
        isRequired
        autoComplete="username"
        placeholder={t('login.usernamePlaceholder')}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={tField('field.password')}
        isRequired={!isDeviceReady}
        type="password"
        autoComplete="current-password"
        placeholder={isDeviceReady ? t('login.rememberedPlaceholder') : t('login.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      {rememberedUserName ? (
        <p className={styles.muted} data-testid="remembered-device">
          {t('login.rememberedHint', { name: rememberedUserName })}
        </p>
      ) : null}
      {isCaptchaShown ? (
        <TextField
          label={tField('field.captcha')}
          isRequired
          autoComplete="off"
          placeholder={t('captcha.placeholder')}
          error={errors.captcha?.message}
          {...register('captcha')}
          suffix={<CaptchaImage image={captcha.image} isLoading={captcha.isLoading} onRefresh={captcha.refresh} />}
        />
      ) : null}
      <div className={styles.between}>
        {rememberBox}
        <button type="button" className={styles.link} onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </button>
      </div>
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting
          ? t('login.submitting')
          : isDeviceReady
            ? t('login.submitRemembered', { name: rememberedUserName })
            : t('login.submit')}
      </Button>
    </form>
  );
}
