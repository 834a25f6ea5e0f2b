import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { ODDS_FORMATS, type OddsFormat } from '@lucky/contracts/sportsbook/odds-format';
import styles from './menu.module.css';

/** The odds format every price of the book is shown in; the choice is remembered (use-sportsbook-prefs.ts). */
export function OddsFormatSelect() {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const setFormat = useSportsbookPrefs((prefs) => prefs.setOddsFormat);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t('format.label')}</label>
      <select id={id} value={format} onChange={(event) => setFormat(event.target.value as OddsFormat)}>
        {ODDS_FORMATS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`format.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
