import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { normalizeDialingCode } from '../../../lib/dialing-codes.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import {
  confirmRule,
  forceRequired,
  requiredRule,
  settingRule,
  useRuleResolver,
  type FormRules,
} from '../../../lib/form-rules.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { FormError, TextField } from '../../../components/form/form-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SmsSendButton } from './sms-send-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useForgotByPhone } from '../api/forgot-by-phone.ts';
import { useLogin } from '../api/login.ts';
import { useSendSmsNoLogin } from '../api/sms-no-login.ts';
import styles from './auth-forms.module.css';

type Values = { mobileNum: string; smsCode: string; newPassword: string; confirmNewPassword: string };

/** Forgot password by SMS: code to the bound number, new password, then straight in with it. */
export function ForgotPhoneForm() {
  const { t } = useTranslation('auth');
  const { t: tField } = useTranslation('validation');
  const settings = useRegisterSettings();
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const sendCode = useSendSmsNoLogin();
  const forgotByPhone = useForgotByPhone();
  const login = useLogin();
  const [dialingCode, setDialingCode] = useState(() => normalizeDialingCode(settings.defaultDialingCode));
  const [formError, setFormError] = useState<string | null>(null);
  const rules: FormRules<Values> = {
    mobileNum: settingRule('mobileNum', forceRequired(settings.fields.mobileNum)),
    smsCode: requiredRule('smsCode', 16),
    newPassword: settingRule('newPassword', forceRequired(settings.fields.password)),
    confirmNewPassword: confirmRule<Values>('confirmNewPassword', 'newPassword'),
  };
  const { register, handleSubmit, trigger, getValues, formState } = useForm<Values>({
    resolver: useRuleResolver(rules),
    defaultValues: { mobileNum: '', smsCode: '', newPassword: '', confirmNewPassword: '' },
  });

  const sendSms = useSmsSender(async () => {
    if (!(await trigger('mobileNum'))) return null;
    return sendCode.mutateAsync({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: dialingCode,
      purpose: 'RESET_PASSWORD',
    });
  });

  const submit = handleSubmit(async ({ mobileNum, smsCode, newPassword }) => {
    setFormError(null);
    try {
      const { userName } = await forgotByPhone.mutateAsync({
        mobileNum: mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: smsCode.trim(),
        newPassword,
      });
      const value = await login.mutateAsync({ type: 'username', username: userName, password: newPassword });
      await runLoginSequence(value, { kind: 'passwordChange', password: newPassword });
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
        error={errors.smsCode?.message}
        placeholder={t('sms.codePlaceholder')}
        {...register('smsCode')}
        suffix={<SmsSendButton onSend={sendSms} />}
      />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmNewPassword={register('confirmNewPassword')}
        errors={{ newPassword: errors.newPassword?.message, confirmNewPassword: errors.confirmNewPassword?.message }}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('common.sending') : t('forgot.reset')}
      </Button>
    </form>
  );
}
