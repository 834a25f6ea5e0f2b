import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import own from '../ops-sportsbook.module.css';
import { useMarketNames } from './use-market-names.ts';

type Props = {
  /** Every market the board offers now (the players' view of the event). */
  boardMarkets: readonly string[];
  /** Markets the liability table already lists, with their own buttons. */
  listed: readonly string[];
  /** What the desk suspended (`*` is the whole event, handled by the panel's header). */
  suspended: readonly string[];
  onSuspend: (marketKey: string, suspended: boolean) => void;
};

/** Markets without bets: the ones the desk suspended, to resume, and any other market of the board, to suspend. */
export function OtherMarkets({ boardMarkets, listed, suspended, onSuspend }: Props) {
  const { t } = useTranslation('opsSports');
  const { marketName } = useMarketNames();
  const resumable = suspended.filter((key) => key !== '*' && !listed.includes(key));
  const suspendable = boardMarkets.filter((key) => !listed.includes(key) && !suspended.includes(key));
  const [choice, setChoice] = useState('');
  const chosen = suspendable.includes(choice) ? choice : (suspendable[0] ?? '');
  return (
    <div className={styles.panel} data-testid="sports-other-markets">
      {resumable.length > 0 ? (
        <ul className={own.suspendedList}>
          {resumable.map((key) => (
            <li key={key}>
              <span>{marketName(key)}</span>
              <span className={own.badge}>{t('liability.suspended')}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onSuspend(key, false)}
                aria-label={`${t('suspend.resume')} · ${marketName(key)}`}
              >
                {t('suspend.resume')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {suspendable.length > 0 ? (
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>{t('suspend.otherMarket')}</span>
            <select value={chosen} onChange={(event) => setChoice(event.target.value)}>
              {suspendable.map((key) => (
                <option key={key} value={key}>
                  {marketName(key)}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="ghost" onClick={() => onSuspend(chosen, true)}>
            {t('suspend.suspendChosen')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
