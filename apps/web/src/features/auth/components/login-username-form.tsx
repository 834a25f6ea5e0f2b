import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { requiredRule, useRuleResolver, type FormRules } from '../../../lib/form-rules.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useRefreshRememberedDevice } from '../hooks/use-remembered-device.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import styles from './auth-forms.module.css';

type Values = { username: string; password: string; captcha: string };

const isCaptchaFailure = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'login.captcha.required' ||
    error.code === 'captcha.invalid' ||
    Boolean((error.value as { captchaRequired?: boolean } | null)?.captchaRequired));

export type LoginUsernameFormProps = {
  /** The account this device remembers (the server's answer), or null. */
  rememberedUserName: string | null;
  isRemembering: boolean;
  rememberBox: ReactNode;
  onForgotPassword: () => void;
};

/** The remembered account with the password left empty: the device logs in instead of a password. */
const isDeviceLogin = (values: Pick<Values, 'username' | 'password'>, rememberedUserName: string | null): boolean =>
  rememberedUserName !== null &&
  values.password === '' &&
  values.username.trim().toLowerCase() === rememberedUserName.toLowerCase();

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
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const refreshRememberedDevice = useRefreshRememberedDevice();
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha(isCaptchaShown);

  const passwordRule = requiredRule<Values>('password', 128);
  const rules: FormRules<Values> = {
    username: requiredRule('username', 64),
    password: (value, values) => (isDeviceLogin(values, rememberedUserName) ? null : passwordRule(value, values)),
    ...(isCaptchaShown ? { captcha: requiredRule<Values>('captcha', 16) } : {}),
  };
  const { register, handleSubmit, setValue, getValues, control, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { username: rememberedUserName ?? '', password: '', captcha: '' },
  });

  // The server's answer may come after the form appeared: fill the name unless one was typed.
  useEffect(() => {
    if (rememberedUserName && getValues('username') === '') setValue('username', rememberedUserName);
  }, [getValues, rememberedUserName, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const userName = values.username.trim();
    try {
      if (isDeviceLogin(values, rememberedUserName)) {
        await runLoginSequence(await callApi('sessionLoginRemembered'), { kind: 'remembered' });
      } else {
        const value = await callApi('sessionLogin', {
          body: {
            type: 'username',
            username: userName,
            password: values.password,
            rememberMe: isRemembering,
            ...(isCaptchaShown ? { captcha: values.captcha.trim() } : {}),
          },
        });
        await runLoginSequence(value, { kind: 'username', password: values.password });
      }
    } catch (error) {
      if (isCaptchaFailure(error)) {
        if (isCaptchaShown) captcha.reload();
        setIsCaptchaShown(true);
        setValue('captcha', '');
      }
      setFormError(describeError(error));
    } finally {
      refreshRememberedDevice();
    }
  });

  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const isDeviceReady = isDeviceLogin({ username, password }, rememberedUserName);
  const { errors, isSubmitting } = formState;
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
