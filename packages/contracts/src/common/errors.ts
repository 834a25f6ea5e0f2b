/**
 * Every error code the API can answer, with its HTTP status and English message.
 * The server throws AppError(code); the web client translates `error.<code>` keys.
 */
export const ERRORS = {
  'request.invalid': { status: 400, message: 'The request is invalid' },
  'request.malformed': { status: 400, message: 'The request body is not valid JSON' },
  'request.too.large': { status: 413, message: 'The request body is too large' },
  'request.unsupported.media': { status: 415, message: 'The request content type is not supported' },
  'route.not.found': { status: 404, message: 'No such endpoint' },
  'method.not.allowed': { status: 405, message: 'This method is not allowed on this endpoint' },
  'function.not.available': { status: 403, message: 'Not enabled function, please contact customer service.' },
  'session.required': { status: 401, message: 'You are not logged in, please login' },
  'session.invalid': { status: 401, message: 'Your session has ended, please login again' },
  'login.failed': { status: 401, message: 'Please enter the username and password' },
  'login.captcha.required': { status: 401, message: 'Please enter the captcha' },
  'captcha.invalid': { status: 400, message: 'Captcha check failed' },
  'rate.limited': { status: 429, message: 'Too many requests, please try again after 5 minutes.' },
  'account.disabled': { status: 403, message: 'This account is disabled, please contact customer service.' },
  'account.trial': { status: 403, message: 'in_need_true_account' },
  'account.not.member': { status: 403, message: 'Non-member account unable to login' },
  'account.not.agent': { status: 403, message: 'Non-agents cannot log in' },
  'username.taken': { status: 409, message: 'This username is already registered' },
  'mobile.taken': { status: 409, message: 'This mobile number is already registered' },
  'affiliate.invalid': { status: 400, message: 'Invalid invitation code' },
  'referral.invalid': { status: 400, message: 'Invalid referral code' },
  'sms.code.invalid': { status: 400, message: 'Please enter a valid verification code' },
  'sms.code.expired': { status: 400, message: 'Verification code has expired, please send again.' },
  'sms.mobile.invalid': { status: 400, message: 'Invalid phone number format.' },
  'password.incorrect': { status: 400, message: 'The old password is incorrect' },
  'password.reused': { status: 400, message: 'The new password must differ from the old one' },
  'member.not.found': { status: 404, message: 'Username/Email does not exist' },
  'encryption.required': { status: 400, message: 'This endpoint requires an encrypted payload' },
  'encryption.invalid': { status: 400, message: 'The encrypted payload could not be decrypted' },
  'system.maintenance': { status: 503, message: 'The system is under maintenance' },
  'region.restricted': { status: 403, message: 'Access restricted' },
  'forbidden': { status: 403, message: 'You are not allowed to do this' },
  'internal.error': { status: 500, message: 'Unknown error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** Client-side failures that never reach the server (spec section 8). */
export const CLIENT_ERRORS = {
  'network.error': 'Network link is abnormal, please try again',
  'network.timeout': 'The page took longer time to load, please check your network connectivity',
  'unknown.error': 'Unknown error',
  'url.invalid': 'Invalid URL, please contact customer service',
} as const;
