const LOCALES: Record<string, string> = { CN: 'zh-CN', EN: 'en-GB', ID: 'id-ID', TH: 'th-TH', VI: 'vi-VN' };

/** A server timestamp in the visitor's language and time zone; '-' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat(LOCALES[language.toUpperCase()] ?? language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
