import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { normalizeDialingCode } from '../../../lib/dialing-codes.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { forceRequired, requiredRule, settingRule, useRuleResolver, type FormRules } from '../../../lib/form-rules.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useRefreshRememberedDevice } from '../api/remembered-device.ts';
import { rememberMobile, type RememberedMobile } from '../remember-me.ts';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SmsSendButton } from './sms-send-button.tsx';
import { useLogin } from '../api/login.ts';
import { useSendSmsNoLogin } from '../api/sms-no-login.ts';
import styles from './auth-forms.module.css';

type Values = { mobileNum: string; smsCode: string };

export type LoginSmsFormProps = { rememberedMobile: RememberedMobile; isRemembering: boolean; rememberBox: ReactNode };

/** Mobile number + SMS code; the code travels as the password of an sms login. */
export function LoginSmsForm({ rememberedMobile, isRemembering, rememberBox }: LoginSmsFormProps) {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const settings = useRegisterSettings();
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const refreshRememberedDevice = useRefreshRememberedDevice();
  const sendCode = useSendSmsNoLogin();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [dialingCode, setDialingCode] = useState(() =>
    normalizeDialingCode(rememberedMobile?.countryDialingCode ?? settings.defaultDialingCode),
  );

  const rules: FormRules<Values> = {
    mobileNum: settingRule('mobileNum', forceRequired(settings.fields.mobileNum)),
    smsCode: requiredRule('smsCode', 16),
  };
  const { register, handleSubmit, trigger, getValues, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { mobileNum: rememberedMobile?.mobileNum ?? '', smsCode: '' },
  });

  const sendSms = useSmsSender(async () => {
    if (!(await trigger('mobileNum'))) return null;
    return sendCode.mutateAsync({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: dialingCode,
      purpose: 'LOGIN',
    });
  });

  const submit = handleSubmit(async ({ mobileNum, smsCode }) => {
    setFormError(null);
    const number = mobileNum.trim();
    try {
      const value = await login.mutateAsync({
        type: 'sms',
        mobileNum: number,
        countryDialingCode: dialingCode,
        password: smsCode.trim(),
        rememberMe: isRemembering,
      });
      if (isRemembering) rememberMobile(number, dialingCode);
      refreshRememberedDevice();
      await runLoginSequence(value, { kind: 'sms' });
    } catch (error) {
      setFormError(describeError(error));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneField
        label={tField('field.mobileNum')}
        isRequired
        error={errors.mobileNum?.message}
        placeholder={t('login.mobilePlaceholder')}
        dialingCode={dialingCode}
        defaultDialingCode={settings.defaultDialingCode}
        onDialingCodeChange={setDialingCode}
        input={register('mobileNum')}
      />
      <TextField
        label={tField('field.smsCode')}
        isRequired
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('sms.codePlaceholder')}
        error={errors.smsCode?.message}
        {...register('smsCode')}
        suffix={<SmsSendButton onSend={sendSms} />}
      />
      <div className={styles.between}>{rememberBox}</div>
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
