import { TIMINGS } from '@lucky/contracts/common/constants';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies.ts';

/**
 * Remember me of the login modal (spec section 4), without the password: the server keeps the
 * remembered account as a device token in an HttpOnly cookie this code can neither read nor
 * write (api/remembered-device.ts asks the server for the name). Only the mobile number of
 * the SMS tab, which is no secret, stays in a cookie of its own for one day.
 */
const MOBILE_COOKIE = 'rememberMobile';

/** The old remember me kept the user name and the password here, in clear; removed wherever found. */
const LEGACY_COOKIES = ['rememberUserName', 'rememberPassword'] as const;

export type RememberedMobile = { mobileNum: string; countryDialingCode: string } | null;

export function readRememberedMobile(): RememberedMobile {
  const raw = readCookie(MOBILE_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { mobileNum?: unknown; countryDialingCode?: unknown };
    if (typeof parsed.mobileNum === 'string' && typeof parsed.countryDialingCode === 'string') {
      return { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode };
    }
  } catch {
    // A damaged cookie is treated as none.
  }
  return null;
}

export function rememberMobile(mobileNum: string, countryDialingCode: string): void {
  writeCookie(MOBILE_COOKIE, JSON.stringify({ mobileNum, countryDialingCode }), TIMINGS.rememberMeDays);
}

export function forgetRememberedMobile(): void {
  deleteCookie(MOBILE_COOKIE);
}

export function removeLegacyRememberCookies(): void {
  for (const name of LEGACY_COOKIES) if (readCookie(name) !== null) deleteCookie(name);
}
