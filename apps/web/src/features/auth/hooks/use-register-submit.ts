import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@lucky/contracts/validation/register-fields';
import { normalizeDialingCode } from '../../../lib/dialing-codes.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useRuleResolver } from '../../../lib/form-rules.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { useRegister } from '../api/register.ts';
import { useSendRegisterSms } from '../api/sms-register.ts';
import {
  buildRegisterBody,
  buildRegisterRules,
  EMPTY_REGISTER_VALUES,
  shownRegisterFields,
  type RegisterMode,
  type RegisterValues,
} from '../utils/register-rules.ts';
import { useAffiliateCheck, useAffiliatePrefill, useReferralPrefill } from './use-affiliate-code.ts';
import { useCaptcha } from './use-captcha.ts';
import { useLoginSequence } from './use-login-sequence.ts';
import { useSmsSender } from './use-sms-sender.ts';

const REGISTER_SMS_SECONDS = 60;

/**
 * The registration form of one tab: the shown fields and their rules from the settings, the SMS code and captcha,
 * and the submit (invitation code checked first; a session logs in, no session opens the login).
 */
export function useRegisterSubmit(settings: RegisterSettings, mode: RegisterMode) {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const checkAffiliate = useAffiliateCheck();
  const affiliatePrefill = useAffiliatePrefill();
  const referralPrefill = useReferralPrefill();
  const registerMember = useRegister();
  const sendRegisterSms = useSendRegisterSms();
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
  const form = useForm<RegisterValues>({
    resolver: useRuleResolver(rules),
    defaultValues: { ...EMPTY_REGISTER_VALUES, affiliateCode: affiliatePrefill, referralCode: referralPrefill },
  });
  const { trigger, getValues, setValue } = form;

  const sendSms = useSmsSender(
    async () => {
      if (!(await trigger('mobileNum'))) return null;
      return sendRegisterSms.mutateAsync({ mobileNo: getValues('mobileNum').trim(), countryDialingCode: dialingCode });
    },
    { fixedSeconds: REGISTER_SMS_SECONDS },
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (shown.includes('affiliateCode') && values.affiliateCode.trim() && !(await checkAffiliate(values.affiliateCode)))
      return;
    try {
      const value = await registerMember.mutateAsync({ mode, body: buildRegisterBody(values, shown, dialingCode) });
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

  return { form, submit, formError, shown, captcha, sendSms, checkAffiliate, dialingCode, setDialingCode };
}
