import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_CHOICES, useSportsbookPrefs, type OddsChangePolicy } from '../hooks/use-sportsbook-prefs.ts';
import styles from './slip.module.css';

/** What the player accepts when a price moves before the bet is taken; remembered with the odds format. */
export function OddsChangeSelect() {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const policy = useSportsbookPrefs((prefs) => prefs.oddsChange);
  const setPolicy = useSportsbookPrefs((prefs) => prefs.setOddsChange);
  return (
    <div className={styles.policy}>
      <label htmlFor={id}>{t('slip.policyLabel')}</label>
      <select id={id} value={policy} onChange={(event) => setPolicy(event.target.value as OddsChangePolicy)}>
        {ODDS_CHANGE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`slip.policy.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
