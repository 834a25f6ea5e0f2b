import { TIMINGS } from '@lucky/contracts/common/constants';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies.ts';

/**
 * Remember-me of the login modal (spec section 4): the last user name, password and mobile
 * data live in cookies for one day; unticking the box deletes them at once.
 */
export const REMEMBER_COOKIES = {
  userName: 'rememberUserName',
  password: 'rememberPassword',
  mobile: 'rememberMobile',
} as const;

export type RememberedLogin = {
  userName: string | null;
  password: string | null;
  mobile: { mobileNum: string; countryDialingCode: string } | null;
};

export function readRememberedLogin(): RememberedLogin {
  let mobile: RememberedLogin['mobile'] = null;
  const rawMobile = readCookie(REMEMBER_COOKIES.mobile);
  if (rawMobile) {
    try {
      const parsed = JSON.parse(rawMobile) as { mobileNum?: unknown; countryDialingCode?: unknown };
      if (typeof parsed.mobileNum === 'string' && typeof parsed.countryDialingCode === 'string') {
        mobile = { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode };
      }
    } catch {
      mobile = null;
    }
  }
  return { userName: readCookie(REMEMBER_COOKIES.userName), password: readCookie(REMEMBER_COOKIES.password), mobile };
}

export const hasRememberedLogin = (remembered: RememberedLogin): boolean =>
  Boolean(remembered.userName || remembered.password || remembered.mobile);

export function rememberCredentials(userName: string, password: string): void {
  writeCookie(REMEMBER_COOKIES.userName, userName, TIMINGS.rememberMeDays);
  writeCookie(REMEMBER_COOKIES.password, password, TIMINGS.rememberMeDays);
}

export function rememberMobile(mobileNum: string, countryDialingCode: string): void {
  writeCookie(REMEMBER_COOKIES.mobile, JSON.stringify({ mobileNum, countryDialingCode }), TIMINGS.rememberMeDays);
}

export function forgetRememberedLogin(): void {
  for (const name of Object.values(REMEMBER_COOKIES)) deleteCookie(name);
}
