import { Trans, useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@lucky/contracts/validation/register-fields';
import { Button } from '../../../components/ui/button.tsx';
import { CheckField, FormError } from '../../../components/form/form-field.tsx';
import { RegisterFieldInput } from '../../../components/form/register-field-input.tsx';
import { useRegisterSubmit } from '../hooks/use-register-submit.ts';
import { isFieldRequired, type RegisterMode } from '../utils/register-rules.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { SmsSendButton } from './sms-send-button.tsx';
import styles from './auth-forms.module.css';

/** Fields that take the whole row of the two-column grid. */
const WIDE_FIELDS: readonly string[] = ['username', 'mobileNum', 'verificationCode', 'captcha'];

/** The registration form of one tab; fields, requirements and formats come from the settings. */
export function RegisterForm({ settings, mode }: { settings: RegisterSettings; mode: RegisterMode }) {
  const { t } = useTranslation('auth');
  const { form, submit, formError, shown, captcha, sendSms, checkAffiliate, dialingCode, setDialingCode } =
    useRegisterSubmit(settings, mode);
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
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
