import { useTranslation } from 'react-i18next';
import type { OddsLine } from '../utils/odds.ts';
import styles from './picker.module.css';

/** How the bet type wins, and what it pays per unit. */
export function OddsNote({ help, lines }: { help: string; lines: readonly OddsLine[] }) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.note}>
      <p className={styles.help}>{help}</p>
      {lines.length > 0 ? (
        <span className={styles.odds} data-testid="odds">
          {lines.length === 1 && lines[0]!.label === null
            ? t('picker.odds', { odds: lines[0]!.text })
            : `${t('picker.oddsTable')} ${lines.map((item) => `${item.label ? t(item.label, item.values) : ''} 1 : ${item.text}`).join(' · ')}`}
        </span>
      ) : null}
    </div>
  );
}
