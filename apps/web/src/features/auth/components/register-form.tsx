import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@lucky/contracts/validation/register-fields';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { normalizeDialingCode } from '../../../lib/dialing-codes.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useRuleResolver } from '../../../lib/form-rules.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useAffiliateCheck, useAffiliatePrefill, useReferralPrefill } from '../hooks/use-affiliate-code.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import {
  buildRegisterBody,
  buildRegisterRules,
  EMPTY_REGISTER_VALUES,
  isFieldRequired,
  shownRegisterFields,
  type RegisterMode,
  type RegisterValues,
} from '../utils/register-rules.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { CheckField, FormError } from '../../../components/form/form-field.tsx';
import { RegisterFieldInput } from '../../../components/form/register-field-input.tsx';
import { SmsSendButton } from './sms-send-button.tsx';
import styles from './auth-forms.module.css';

const REGISTER_SMS_SECONDS = 60;
/** Fields that take the whole row of the two-column grid. */
const WIDE_FIELDS: readonly string[] = ['username', 'mobileNum', 'verificationCode', 'captcha'];

/** The registration form of one tab; fields, requirements and formats come from the settings. */
export function RegisterForm({ settings, mode }: { settings: RegisterSettings; mode: RegisterMode }) {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const checkAffiliate = useAffiliateCheck();
  const affiliatePrefill = useAffiliatePrefill();
  const referralPrefill = useReferralPrefill();
  const isSmsVerificationOn = useModuleEnabled('REGMOBVERF3');
  const [dialingCode, setDialingCode] = useState(() => normalizeDialingCode(settings.defaultDialingCode));
  const [formError, setFormError] = useState<string | null>(null);

  const shown = useMemo(
    () => shownRegisterFields(settings, mode, isSmsVerificationOn),
    [settings, mode, isSmsVerificationOn],
  );
  const captcha = useCaptcha(shown.includes('captcha'));
  const rules = buildRegisterRules(settings, shown, mode, {
    ageRequired: t('register.ageRequired', { age: settings.minAge }),
    termsRequired: t('register.termsRequired'),
    birthdayTooYoung: t('register.birthdayTooYoung', { age: settings.birthdayMinAge }),
  });
  const { register, handleSubmit, trigger, getValues, setValue, formState } = useForm<RegisterValues>({
    resolver: useRuleResolver(rules),
    defaultValues: { ...EMPTY_REGISTER_VALUES, affiliateCode: affiliatePrefill, referralCode: referralPrefill },
  });

  const sendSms = useSmsSender(
    async () => {
      if (!(await trigger('mobileNum'))) return null;
      return callApi('smsRegister', {
        body: { mobileNo: getValues('mobileNum').trim(), countryDialingCode: dialingCode },
      });
    },
    { fixedSeconds: REGISTER_SMS_SECONDS },
  );

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (shown.includes('affiliateCode') && values.affiliateCode.trim() && !(await checkAffiliate(values.affiliateCode)))
      return;
    try {
      const body = buildRegisterBody(values, shown, dialingCode);
      const value = await callApi(mode === 'mobile' ? 'memberRegisterMobile' : 'memberRegister', { body });
      if (value) {
        await runLoginSequence(value, { kind: 'register', password: values.password });
      } else {
        useModalStore.getState().hide('register');
        useModalStore.getState().show('login');
      }
    } catch (error) {
      if (shown.includes('captcha')) {
        setValue('captcha', '');
        captcha.reload();
      }
      setFormError(describeError(error));
    }
  });

  const { errors, isSubmitting } = formState;
  const isIsoBirthday = settings.fields.birthday.patternId !== 13;
  const suffixOf = (field: string) => {
    if (field === 'captcha')
      return <CaptchaImage image={captcha.image} isLoading={captcha.isLoading} onRefresh={captcha.refresh} />;
    if (field === 'verificationCode') return <SmsSendButton onSend={sendSms} />;
    return undefined;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {shown.map((field) => {
          const input = register(field);
          const onBlur =
            field === 'affiliateCode'
              ? async (event: Parameters<typeof input.onBlur>[0]) => {
                  await input.onBlur(event);
                  const code = String((event.target as HTMLInputElement).value ?? '').trim();
                  if (code) void checkAffiliate(code);
                }
              : input.onBlur;
          return (
            <div key={field} className={WIDE_FIELDS.includes(field) ? styles.wide : undefined}>
              <RegisterFieldInput
                field={field}
                isRequired={isFieldRequired(settings, field, mode)}
                error={errors[field]?.message}
                input={{ ...input, onBlur }}
                suffix={suffixOf(field)}
                isIsoBirthday={isIsoBirthday}
                phone={{
                  dialingCode,
                  defaultDialingCode: settings.defaultDialingCode,
                  onDialingCodeChange: setDialingCode,
                }}
              />
            </div>
          );
        })}
      </div>
      <CheckField error={errors.ageConfirmed?.message} {...register('ageConfirmed')}>
        <span className={styles.requiredMark}>{t('register.ageConfirm', { age: settings.minAge })}</span>
      </CheckField>
      <CheckField error={errors.termsAccepted?.message} {...register('termsAccepted')}>
        <span className={styles.requiredMark}>
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{ protocol: <a href="/help" target="_blank" rel="noopener" /> }}
          />
        </span>
      </CheckField>
      <FormError message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
