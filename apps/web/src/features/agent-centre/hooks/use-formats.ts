import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, localeOf } from '../../../lib/format.ts';

/** Dates, times and counts in the site language; '-' for a missing time. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    dateTime: (value: string | null | undefined) => (value ? formatDateTime(value, language) : '-'),
    /** For wide tables: numeric date and time. */
    shortDateTime: (value: string | null | undefined) => (value ? formatShortDateTime(value, language) : '-'),
    /** A report day (yyyy-MM-dd, UTC), shown as that same day whatever the visitor's time zone. */
    day: (value: string) => formatUtcDay(value, language),
    count: (value: number) => formatNumber(value, language),
  };
}

export function formatUtcDay(
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(date);
}

function formatShortDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
