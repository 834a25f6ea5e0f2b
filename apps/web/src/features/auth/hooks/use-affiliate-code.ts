import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readCookie } from '../../../lib/cookies.ts';
import { showDialog } from '../../../lib/modal-store.ts';
import { useCheckAffiliateCode } from '../api/affiliate-check.ts';

export const AFFILIATE_COOKIE = 'affiliateCode';

/** The invitation code the visitor arrived with: ?affiliateCode=, ?a=, or the affiliate cookie. */
export function useAffiliatePrefill(): string {
  const [params] = useSearchParams();
  return (params.get('affiliateCode') ?? params.get('a') ?? readCookie(AFFILIATE_COOKIE) ?? '').trim();
}

/** A member's referral code from an invitation link (`/register?referralCode=…`, made by referralInfo). */
export function useReferralPrefill(): string {
  const [params] = useSearchParams();
  return (params.get('referralCode') ?? '').trim();
}

/**
 * Checks an invitation code with /wps/agent/affiliate for this domain; a refused code opens
 * the 'invitation_code_error' warning. Resolves true when the code is good.
 */
export function useAffiliateCheck(): (code: string) => Promise<boolean> {
  const { t } = useTranslation('auth');
  const { mutateAsync: checkCode } = useCheckAffiliateCode();
  return useCallback(
    async (code: string) => {
      try {
        await checkCode(code);
        return true;
      } catch {
        showDialog({
          title: t('dialog.warning'),
          message: t('invitation_code_error'),
          confirmText: t('common.confirm'),
        });
        return false;
      }
    },
    [checkCode, t],
  );
}
