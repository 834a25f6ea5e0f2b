import { useTranslation } from 'react-i18next';
import { listOdds } from '../utils/odds.ts';
import type { BetTypeInfo } from '../slip/slip-types.ts';
import styles from './picker.module.css';

/** How the bet type wins, and what it pays per unit. */
export function OddsNote({ help, info }: { help: string; info: BetTypeInfo | undefined }) {
  const { t } = useTranslation('lottery');
  const lines = listOdds(info?.odds);
  return (
    <div className={styles.note}>
      <p className={styles.help}>{help}</p>
      {lines.length === 1 ? (
        <span className={styles.odds}>{t('picker.odds', { odds: lines[0]!.text })}</span>
      ) : lines.length > 1 ? (
        <span className={styles.odds}>
          {t('picker.oddsTable')}{' '}
          {lines.slice(0, 8).map((line) => `${line.key} ${line.text}`).join(' · ')}
        </span>
      ) : null}
    </div>
  );
}
