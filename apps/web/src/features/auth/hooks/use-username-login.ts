import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { requiredRule, useRuleResolver, type FormRules } from '../../../lib/form-rules.ts';
import { useLogin } from '../api/login.ts';
import { useRefreshRememberedDevice } from '../api/remembered-device.ts';
import { useRememberedLogin } from '../api/remembered-login.ts';
import { useCaptcha } from './use-captcha.ts';
import { useLoginSequence } from './use-login-sequence.ts';

export type UsernameLoginValues = { username: string; password: string; captcha: string };

const isCaptchaFailure = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'login.captcha.required' ||
    error.code === 'captcha.invalid' ||
    Boolean((error.value as { captchaRequired?: boolean } | null)?.captchaRequired));

/** The remembered account with the password left empty: the device logs in instead of a password. */
const isDeviceLogin = (
  values: Pick<UsernameLoginValues, 'username' | 'password'>,
  rememberedUserName: string | null,
): boolean =>
  rememberedUserName !== null &&
  values.password === '' &&
  values.username.trim().toLowerCase() === rememberedUserName.toLowerCase();

/**
 * The username login's form and submit: a password login, or the remembered device's login when the remembered name
 * is there with no password; a captcha once the server asks for one, a new image after each failure.
 */
export function useUsernameLogin(rememberedUserName: string | null, isRemembering: boolean) {
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const refreshRememberedDevice = useRefreshRememberedDevice();
  const login = useLogin();
  const rememberedLogin = useRememberedLogin();
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha(isCaptchaShown);

  const passwordRule = requiredRule<UsernameLoginValues>('password', 128);
  const rules: FormRules<UsernameLoginValues> = {
    username: requiredRule('username', 64),
    password: (value, values) => (isDeviceLogin(values, rememberedUserName) ? null : passwordRule(value, values)),
    ...(isCaptchaShown ? { captcha: requiredRule<UsernameLoginValues>('captcha', 16) } : {}),
  };
  const form = useForm<UsernameLoginValues>({
    resolver: useRuleResolver(rules),
    defaultValues: { username: rememberedUserName ?? '', password: '', captcha: '' },
  });
  const { setValue, getValues, control } = form;

  // The server's answer may come after the form appeared: fill the name unless one was typed.
  useEffect(() => {
    if (rememberedUserName && getValues('username') === '') setValue('username', rememberedUserName);
  }, [getValues, rememberedUserName, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isDeviceLogin(values, rememberedUserName)) {
        await runLoginSequence(await rememberedLogin.mutateAsync(), { kind: 'remembered' });
      } else {
        const value = await login.mutateAsync({
          type: 'username',
          username: values.username.trim(),
          password: values.password,
          rememberMe: isRemembering,
          ...(isCaptchaShown ? { captcha: values.captcha.trim() } : {}),
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
  return { form, submit, formError, captcha, isCaptchaShown, isDeviceReady };
}
