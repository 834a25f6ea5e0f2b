/**
 * Session storage keys of spec section 3. Logout clears everything except the merchant
 * values, so those are listed here once.
 */
export const SESSION_KEYS = {
  token: 'token',
  accountType: 'isAgent',
  passwordChangePending: 'cpw',
  merchant: 'merchant',
  /** The login pop-up notice was dismissed: once per browser session, so it survives a logout. */
  popupNoticeSeen: 'popupNoticeSeen',
  /** Set after a login so the frame shows its after-login pop-ups once. */
  afterLoginModal: 'afterLoginModal',
  /** Set by a registration: the home page offers a deposit limit once, on the visit that follows (issue 20). */
  limitOfferAfterRegister: 'limitOfferAfterRegister',
} as const;

const KEPT_ON_LOGOUT: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.popupNoticeSeen];

export function readToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.token);
}

export function storeSession(token: string, accountType: number): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.accountType, String(accountType));
}

export function readAccountType(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.accountType);
  return raw === null ? null : Number(raw);
}

/** Clears the session but keeps the merchant values, as the logout sequence requires. */
export function clearSession(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (!KEPT_ON_LOGOUT.includes(key)) sessionStorage.removeItem(key);
  }
}
