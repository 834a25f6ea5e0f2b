import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';
import type { SportLimits, SportsSettings, SportsSettingsUpdate } from '../api/settings.ts';
import { formatFraction } from '../sports-format.ts';

type Field = 'margin' | 'minStake' | 'maxStake' | 'maxPayout' | 'liabilityCap';
type BookField = 'cashOutMargin' | 'betDelaySeconds' | 'parlayMaxPayout';

/**
 * The lines a confirmation shows: each field the change touches as "name: before → after", in the desk's language.
 * Only fields whose value really changes are listed (an amount typed as "10" for "10.00" is no change).
 */
export function useChangeLines() {
  const { t, i18n } = useTranslation('opsSports');
  const language = i18n.language;
  const percent = (value: number) => formatFraction(value, language);
  const money = (value: string) => formatMoney(value, { language });
  const line = (label: string, before: string, after: string) => t('confirm.line', { label, before, after });

  const limitsLines = (limits: SportLimits, body: SportsSettingsUpdate): string[] => {
    const fields: Field[] = ['margin', 'minStake', 'maxStake', 'maxPayout', 'liabilityCap'];
    return fields.flatMap((field) => {
      const after = body[field];
      if (after === undefined || Number(after) === Number(limits[field])) return [];
      const label = t(field === 'margin' ? 'limits.margin' : `limits.${field}`);
      return field === 'margin'
        ? [line(label, percent(limits.margin), percent(after as number))]
        : [line(label, money(limits[field] as string), money(after as string))];
    });
  };

  const bookLines = (settings: SportsSettings, body: SportsSettingsUpdate): string[] => {
    const fields: BookField[] = ['cashOutMargin', 'betDelaySeconds', 'parlayMaxPayout'];
    return fields.flatMap((field) => {
      const after = body[field];
      if (after === undefined || Number(after) === Number(settings[field])) return [];
      const label = t(`book.${field}`);
      if (field === 'cashOutMargin') return [line(label, percent(settings.cashOutMargin), percent(after as number))];
      if (field === 'betDelaySeconds')
        return [
          line(label, t('book.seconds', { count: settings.betDelaySeconds }), t('book.seconds', { count: after })),
        ];
      return [line(label, money(settings.parlayMaxPayout), money(after as string))];
    });
  };

  return { limitsLines, bookLines };
}
