import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { formatDateTime, formatMoney, formatNumber, localeOf } from '../../../lib/format.ts';
import styles from './agent-ui.module.css';

/** Formats decimal money strings in the site language and the merchant currency's scale. */
export function useMoney(): (amount: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const scale = useSiteStatus().currency.scale;
  return useCallback(
    (amount) => (amount == null ? '-' : formatMoney(amount, { language: i18n.language, scale })),
    [i18n.language, scale],
  );
}

const isGain = (amount: string): boolean => !amount.startsWith('-') && /[1-9]/.test(amount);

/** A win/loss with its sign: "+12.00", "-3.00", "0.00". */
export function useSignedMoney(): (amount: string) => string {
  const money = useMoney();
  return useCallback((amount) => `${isGain(amount) ? '+' : ''}${money(amount)}`, [money]);
}

/** Sign colour of a decimal money string: gains green, losses red, zero plain. */
export function signClass(amount: string): string {
  if (amount.startsWith('-') && /[1-9]/.test(amount)) return styles.minus!;
  return isGain(amount) ? styles.plus! : '';
}

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
