/** Business constants of spec section 9, shared by the site and the server. */
export const ACCOUNT_TYPE = { MEMBER: 0, AGENT: 1, SUB_AGENT: 2, AGENT_41: 41, AGENT_42: 42, TRIAL: 4 } as const;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPE = 4;
export const isAgentType = (type: number): boolean => AGENT_ACCOUNT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_ACCOUNT_TYPE;

export const JACKPOT = { start: 123_581_220, tickMs: 500, minStep: 99, maxStep: 999 } as const;
export const TIMINGS = {
  lazyChunkTimeoutMs: 120_000,
  bannerAutoplayMs: 5000,
  captchaRefreshMs: 1000,
  loginSmsThrottleMs: 1000,
  rememberMeDays: 1,
  flagDropdownHideMs: 200,
  registerSmsInitialSeconds: 60,
  infiniteScrollThrottleMs: 200,
} as const;
export const QR_CODE = { size: 150, margin: 10 } as const;
export const POPUP_WINDOW = { width: 440, height: 500 } as const;
export const PAGINATION = { pageRange: 3, marginPages: 1, pageSize: 20 } as const;
export const LAZY_IMAGE = { preloadScreens: 1.3, throttleMs: 200, cache: 200, threshold: 0.1 } as const;
export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'flash,html5-desktop';
export const NOTICE_PLATFORM = 'W';
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const INITIAL_NOTICE_TYPES = 'B,PL,PU,PR';
export const DEFAULT_NOTICE_EXECUTION = 'B';
/** The weak default password that forces a change at login (spec section 4). */
export const WEAK_DEFAULT_PASSWORD = '{secret}';
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
] as const;
/** Languages the site ships complete translations for. */
export const TRANSLATED_LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export const RESOURCE_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;
export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['image/png', 'image/jpeg'] } as const;
export const COMMENT_MAX_LENGTH = 140;
/** Feedback content length bounds (spec section 5), in characters after trimming. */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 500;
export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'GAME', 'OTHER'] as const;
export const FEEDBACK_STATUSES = ['NEW', 'READ', 'REPLIED'] as const;
