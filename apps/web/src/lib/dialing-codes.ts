/**
 * Dialing codes offered beside a mobile number. The spec's country list call has no known
 * path, so the site ships the markets it serves; names come from Intl in the visitor's language.
 */
export type DialingCountry = { countryCode: string; dialingCode: string };

export const DIALING_COUNTRIES: readonly DialingCountry[] = [
  { countryCode: 'VN', dialingCode: '84' },
  { countryCode: 'TH', dialingCode: '66' },
  { countryCode: 'ID', dialingCode: '62' },
  { countryCode: 'CN', dialingCode: '86' },
  { countryCode: 'MY', dialingCode: '60' },
  { countryCode: 'PH', dialingCode: '63' },
  { countryCode: 'KH', dialingCode: '855' },
  { countryCode: 'LA', dialingCode: '856' },
  { countryCode: 'MM', dialingCode: '95' },
  { countryCode: 'SG', dialingCode: '65' },
  { countryCode: 'HK', dialingCode: '852' },
  { countryCode: 'TW', dialingCode: '886' },
  { countryCode: 'IN', dialingCode: '91' },
  { countryCode: 'KR', dialingCode: '82' },
  { countryCode: 'JP', dialingCode: '81' },
  { countryCode: 'BR', dialingCode: '55' },
  { countryCode: 'GB', dialingCode: '44' },
  { countryCode: 'US', dialingCode: '1' },
];

/** '+84', '84' and ' 84' are the same code; the API accepts digits with an optional '+'. */
export const normalizeDialingCode = (code: string): string => code.replace(/[^\d]/g, '');

const LOCALES: Record<string, string> = { CN: 'zh-Hans', EN: 'en', ID: 'id', TH: 'th', VI: 'vi' };

export function countryName(countryCode: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([LOCALES[language.toUpperCase()] ?? language.toLowerCase(), 'en'], {
      type: 'region',
    });
    return names.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** The list with the merchant's default code present even when it is not one of ours. */
export function dialingOptions(defaultCode: string): DialingCountry[] {
  const code = normalizeDialingCode(defaultCode);
  const known = DIALING_COUNTRIES.some((country) => country.dialingCode === code);
  return known || !code ? [...DIALING_COUNTRIES] : [{ countryCode: '', dialingCode: code }, ...DIALING_COUNTRIES];
}
